// The funding and repayment check of an approved loan (issue 31): each of the spec's codes from the sandbox card or
// account that gives it, on the personas waiting for their signature. A failure keeps nothing but its code (the
// agreements are not taken, the loan cannot be signed); a missing, forged or used card token is refused; three card
// errors, or one decline, close card funding for the loan; another bank account is taken only when the check asked
// for one, only from the borrower, and the check passes with it.
import { graphql, tokensFor } from '../../tests/support/serverClient';
import { cardToken } from '../../tests/support/cardProcessorClient';

type Result = Awaited<ReturnType<typeof graphql>>;
const errorOf = (result: Result) => result.body.errors?.[0]?.message;

const DOCS =
  'query Docs($id: ID) { documentsPerState(stateCode: "OH", brandName: "cng", section: "APPROVED", applicationId: $id) { disclosures { idTag } } }';
const SAVE =
  'mutation Agree($id: ID!, $agreements: AgreementsInput!, $repayment: String, $funding: String, $cardToken: String) { saveAgreements(id: $id, agreements: $agreements, repaymentMethod: $repayment, fundingMethod: $funding, cardToken: $cardToken) { id agreements { approved { agreedAt } } fundingCheck { code cardLast4 cardNetwork } } }';
const REPLACE =
  'mutation R($id: ID!, $bank: BankingInformationInput!) { replaceBankAccount(id: $id, bankingInformation: $bank) { id bankingInformation { accountNumber } fundingCheck { code } } }';
const ESIGN = 'mutation Sign($id: ID!) { esignApplication(id: $id) { applicationState } }';

/**
 * The e-sign. An offer made before Eastern midnight is worked out again for the new day before it can be signed (the
 * state stays PENDING_ESIGN, with the new figures to review): when the test runs across midnight it signs again.
 */
async function signed(token: string, id: string) {
  const first = (await graphql(ESIGN, token, 'cng', { id })).body.data as {
    esignApplication: { applicationState: string } | null;
  };
  if (first.esignApplication?.applicationState !== 'PENDING_ESIGN') return first;
  return (await graphql(ESIGN, token, 'cng', { id })).body.data;
}

/** The token of this card typed in the processor's frame. */
const card = (number: string) => cardToken({ nameOnCard: 'Test Borrower', number });
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
  const save = (ways: { repayment: string; funding: string; cardToken?: string | null }) =>
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
    const refused = await gus.check({
      repayment: 'OTHER',
      funding: 'DEBIT_CARD',
      cardToken: await card('4000000000000002'),
    });
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
      (await gus.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', cardToken: await card('5555555555554444') }))
        .fundingCheck.code,
    ).toBe('CARD_ERROR_2');

    const hal = await waiting('hal.risk@example.com');
    expect(
      (await hal.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', cardToken: await card('4100000000000019') }))
        .fundingCheck.code,
    ).toBe('DECLINED');
    // Declined stays declined for a card; a deposit goes through.
    expect(
      (await hal.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', cardToken: await card('4111111111111111') }))
        .fundingCheck.code,
    ).toBe('DECLINED');
    const deposit = await hal.check({ repayment: 'ACH', funding: 'ACH' });
    expect(deposit.fundingCheck.code).toBe('PROCEED_APPLICATION');
    expect(deposit.agreements.approved).not.toBeNull();
  });

  it('counts every card error when they come at once: three bad cards sent together close card funding', async () => {
    const fay = await waiting('fay.card@example.com');
    const tokens = await Promise.all([1, 2, 3, 4].map(() => card('4000000000000127')));
    const together = await Promise.all(
      tokens.map((cardToken) => fay.save({ repayment: 'OTHER', funding: 'DEBIT_CARD', cardToken })),
    );
    // Four at once: three reach the processor and are counted; the fourth is declined without asking.
    const codes = together.map(
      (each) =>
        (each.body.data as { saveAgreements: { fundingCheck: { code: string } } }).saveAgreements.fundingCheck.code,
    );
    expect(codes.filter((code) => code === 'CARD_ERROR_1')).toHaveLength(3);
    expect(codes.filter((code) => code === 'DECLINED')).toHaveLength(1);
    // Three errors counted, not one: a good card is no longer tried.
    expect(
      (await fay.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', cardToken: await card('4111111111111111') }))
        .fundingCheck.code,
    ).toBe('DECLINED');
  });

  it('the card service not answering, then a good card: accepted, with only its last four digits and network kept', async () => {
    const ida = await waiting('ida.frame@example.com');
    expect(
      (await ida.check({ repayment: 'OTHER', funding: 'DEBIT_CARD', cardToken: await card('4000000000000119') }))
        .fundingCheck,
    ).toEqual({ code: 'ERROR_IFRAME', cardLast4: null, cardNetwork: null });
    // No card, or a token that is not the processor's live one: refused, and nothing changes (no card error counted).
    const noCard = { repayment: 'OTHER', funding: 'DEBIT_CARD' };
    expect(errorOf(await ida.save(noCard))).toBe('Enter the Visa debit card to send your money to.');
    for (const forged of ['4111111111111111', 'tok_', `tok_${'A'.repeat(1_000)}`])
      expect(errorOf(await ida.save({ ...noCard, cardToken: forged }))).toBe(
        'Enter the Visa debit card to send your money to.',
      );
    expect(errorOf(await ida.save({ ...noCard, cardToken: 'tok_\u0000AAAAAAAAAAAAAAAAAAAAAA' }))).toBe(
      'Text may not contain a NUL character (\\u0000). Remove it and send again.',
    );
    expect(errorOf(await ida.save({ ...noCard, cardToken: 'tok_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }))).toBe(
      'Your card details have expired. Please enter your card again.',
    );
    const accepted = await ida.check({
      repayment: 'OTHER',
      funding: 'DEBIT_CARD',
      cardToken: await card('4111111111111111'),
    });
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
    expect(await signed(kai.token, kai.id)).toEqual({ esignApplication: { applicationState: 'ESIGNING' } });
  });
});
