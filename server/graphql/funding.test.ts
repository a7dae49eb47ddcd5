// The funding and repayment check of an approved loan (issue 31): each of the spec's codes from the sandbox card or
// account that gives it, on the personas waiting for their signature. A failure keeps nothing but its code (the
// agreements are not taken, the loan cannot be signed); bad input is refused with the card form's words; three card
// errors, or one decline, close card funding for the loan; another bank account is taken only when the check asked
// for one, only from the borrower, and the check passes with it.
import { graphql, tokensFor } from '../../tests/support/serverClient';

type Result = Awaited<ReturnType<typeof graphql>>;
const errorOf = (result: Result) => result.body.errors?.[0]?.message;

const DOCS =
  'query Docs($id: ID) { documentsPerState(stateCode: "OH", brandName: "cng", section: "APPROVED", applicationId: $id) { disclosures { idTag } } }';
const SAVE =
  'mutation Agree($id: ID!, $agreements: AgreementsInput!, $repayment: String, $funding: String, $card: CardInput) { saveAgreements(id: $id, agreements: $agreements, repaymentMethod: $repayment, fundingMethod: $funding, card: $card) { id agreements { approved { agreedAt } } fundingCheck { code cardLast4 cardNetwork } } }';
const REPLACE =
  'mutation R($id: ID!, $bank: BankingInformationInput!) { replaceBankAccount(id: $id, bankingInformation: $bank) { id bankingInformation { accountNumber } fundingCheck { code } } }';
const ESIGN = 'mutation Sign($id: ID!) { esignApplication(id: $id) { applicationState } }';

const card = (number: string) => ({
  nameOnCard: 'Test Borrower',
  number,
  expiry: '12/30',
  cvv: '123',
  zipCode: '43215',
});
const BANK = {
  isReadOnly: false,
  routingNumber: '041000124',
  accountNumber: '5550001234',
  accountHoldersName: 'Test Borrower',
  bankName: 'Lakeview Savings',
  accountType: 'CHECKING',
  accountOpenDate: '2020-01-15',
};

async function waiting(email: string) {
  const token = (await tokensFor(email)).IdToken;
  const open = (await graphql(`{ openApplication(email: "${email}") { id applicationState } }`, token)).body.data as {
    openApplication: { id: string; applicationState: string };
  };
  expect(open.openApplication.applicationState).toBe('PENDING_ESIGN');
  const id = open.openApplication.id;
  const docs = (await graphql(DOCS, token, 'cng', { id })).body.data as {
    documentsPerState: { disclosures: { idTag: string }[] };
  };
  const agreements = {
    section: 'APPROVED',
    documents: docs.documentsPerState.disclosures.map(({ idTag }) => ({ idTag, value: 'AGREED' })),
  };
  const save = (ways: { repayment: string; funding: string; card?: ReturnType<typeof card> | null }) =>
    graphql(SAVE, token, 'cng', { id, agreements, ...ways });
  const check = async (ways: Parameters<typeof save>[0]) => {
    const result = await save(ways);
    expect(result.body.errors).toBeUndefined();
    return (
      result.body.data as {
        saveAgreements: {
          agreements: { approved: { agreedAt: string } | null };
          fundingCheck: { code: string; cardLast4: string | null; cardNetwork: string | null };
        };
      }
    ).saveAgreements;
  };
  return { token, id, save, check };
}

jest.setTimeout(40_000);

describe('the funding and repayment check', () => {
  it('a card that cannot take the money, then a decline: nothing is kept, the loan cannot be signed, card funding closes', async () => {
    const gus = await waiting('gus.push@example.com');
    const refused = await gus.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('4000000000000002') });
    expect(refused).toEqual({
      id: gus.id,
      agreements: { approved: null },
      fundingCheck: { code: 'CARD_ERROR_2', cardLast4: '0002', cardNetwork: null },
    });
    expect(errorOf(await graphql(ESIGN, gus.token, 'cng', { id: gus.id }))).toBe(
      'Read and agree to your loan documents before you sign',
    );
    // Money goes only to Visa debit cards.
    expect(
      (await gus.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('5555555555554444') })).fundingCheck
        .code,
    ).toBe('CARD_ERROR_2');

    const hal = await waiting('hal.risk@example.com');
    expect(
      (await hal.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('4100000000000019') })).fundingCheck
        .code,
    ).toBe('DECLINED');
    // Declined stays declined for a card; a deposit goes through.
    expect(
      (await hal.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('4111111111111111') })).fundingCheck
        .code,
    ).toBe('DECLINED');
    const deposit = await hal.check({ repayment: 'ACH', funding: 'ACH' });
    expect(deposit.fundingCheck.code).toBe('PROCEED_APPLICATION');
    expect(deposit.agreements.approved).not.toBeNull();
  });

  it('counts every card error when they come at once: three bad cards sent together close card funding', async () => {
    const fay = await waiting('fay.card@example.com');
    const together = await Promise.all(
      [1, 2, 3].map(() => fay.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('4000000000000127') })),
    );
    expect(together.map((each) => each.fundingCheck.code)).toEqual(['CARD_ERROR_1', 'CARD_ERROR_1', 'CARD_ERROR_1']);
    // Three errors counted, not one: a good card is no longer tried.
    expect(
      (await fay.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('4111111111111111') })).fundingCheck
        .code,
    ).toBe('DECLINED');
  });

  it('the card service not answering, then a good card: accepted, with only its last four digits and network kept', async () => {
    const ida = await waiting('ida.frame@example.com');
    expect(
      (await ida.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('4000000000000119') })).fundingCheck,
    ).toEqual({ code: 'ERROR_IFRAME', cardLast4: '0119', cardNetwork: null });
    // Bad input: refused with the card form's words, and nothing changes.
    expect(
      errorOf(
        await ida.save({
          repayment: 'OTHER',
          funding: 'DEBIT_CARD',
          card: { ...card('4111111111111111'), nameOnCard: 'x'.repeat(10_000) },
        }),
      ),
    ).toBe('Enter the name on the card');
    expect(errorOf(await ida.save({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('4111111111111112') }))).toBe(
      'This card number is not valid. Check the 16 digits on the front of your card',
    );
    expect(
      errorOf(
        await ida.save({
          repayment: 'OTHER',
          funding: 'DEBIT_CARD',
          card: { ...card('4111111111111111'), zipCode: '432\u000015' },
        }),
      ),
    ).toBe('Text may not contain a NUL character (\\u0000). Remove it and send again.');
    expect(
      errorOf(
        await ida.save({
          repayment: 'OTHER',
          funding: 'DEBIT_CARD',
          card: { ...card('4111111111111111'), nameOnCard: 'x'.repeat(1_000_000) },
        }),
      ),
    ).toBe('Request body is too large');
    expect(errorOf(await ida.save({ repayment: 'OTHER', funding: 'DEBIT_CARD' }))).toBe(
      'Enter the Visa debit card to send your money to.',
    );
    const accepted = await ida.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', card: card('4111111111111111') });
    expect(accepted.fundingCheck).toEqual({ code: 'PROCEED_APPLICATION', cardLast4: '1111', cardNetwork: 'Visa' });
    expect(accepted.agreements.approved).not.toBeNull();
  });

  it('an account that refuses automatic payments: another account, or paying each payment oneself', async () => {
    const kai = await waiting('kai.debit@example.com');
    expect((await kai.check({ repayment: 'ACH', funding: 'ACH' })).fundingCheck.code).toBe('NEEDS_NEW_REPAYMENT');
    // An agent acting for the borrower cannot change the account; bad input changes nothing.
    const agent = (await tokensFor('agent.bello@example.com', 'Agent#2026')).IdToken;
    expect(
      (await graphql('mutation { startImpersonation(email: "kai.debit@example.com") { customerEmail } }', agent)).body
        .errors,
    ).toBeUndefined();
    try {
      expect(
        (await graphql(REPLACE, agent, 'cng', { id: kai.id, bank: BANK })).body.errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
    } finally {
      await graphql('mutation { stopImpersonation { success } }', agent);
    }
    expect(
      errorOf(await graphql(REPLACE, kai.token, 'cng', { id: kai.id, bank: { ...BANK, routingNumber: '123456789' } })),
    ).toMatch(/routing number/i);
    const replaced = await graphql(REPLACE, kai.token, 'cng', { id: kai.id, bank: BANK });
    expect(replaced.body.data).toEqual({
      replaceBankAccount: {
        id: kai.id,
        bankingInformation: { accountNumber: expect.stringMatching(/1234$/) as string },
        fundingCheck: { code: 'PROCEED_APPLICATION' },
      },
    });
    // Nothing more to fix: another replacement is refused.
    expect(errorOf(await graphql(REPLACE, kai.token, 'cng', { id: kai.id, bank: BANK }))).toBe(
      'There is nothing to fix in how you are paid: go on to your loan documents.',
    );
    expect((await kai.check({ repayment: 'ACH', funding: 'ACH' })).fundingCheck.code).toBe('PROCEED_APPLICATION');
    expect((await graphql(ESIGN, kai.token, 'cng', { id: kai.id })).body.data).toEqual({
      esignApplication: { applicationState: 'ESIGNING' },
    });
  });
});
