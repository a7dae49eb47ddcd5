// The bank verification (PENDING_BRFR) over real HTTP, the application socket and the loan socket: an approval that
// asks it (sandbox SSN 0212) waits with a trial deposit; the loan socket's first status says it posted; the amount
// (read from the bank-statement stand-in mail) verifies the account and the application goes on to the e-sign; a
// wrong amount says how many tries are left; a deposit not found ends it; only the borrower's own loan is listened to.
import { firstLoanMessage } from '../../tests/support/loanSocketClient';
import { agreedTo, atStepFour, checksDone } from '../../tests/support/applicationClient';
import { listen, stateIs } from '../../tests/support/applicationSocketClient';
import { graphql, latestMail } from '../../tests/support/serverClient';

const SEARCH =
  'query S($id: ID!) { searchBankVerification(applicationId: $id) { status codes { requestCode expiresAt } decisions { requestCode siteResult decisionResult } triesLeft } }';
const ANSWER =
  'mutation A($id: ID!, $decision: DecisionValue!, $cents: Int) { saveDecisionBankVerification(applicationId: $id, decision: $decision, amountCents: $cents) { success } }';
const ESIGN = 'mutation Sign($id: ID!) { esignApplication(id: $id) { applicationState } }';

const errorOf = (result: Awaited<ReturnType<typeof graphql>>) => result.body.errors?.[0]?.message;
jest.setTimeout(40_000);

async function waitingForBankVerification() {
  const applicant = await atStepFour({ ssn: '900000212' });
  const chosen = await graphql(
    'mutation C($id: ID!) { saveLoanSelection(id: $id, productCode: "ILP", loanAmount: 1000, termMonths: 12) { initialApplicationDetails { loanNumber } } }',
    applicant.token,
    'cng',
    { id: applicant.id },
  );
  const loanId = (chosen.body.data as { saveLoanSelection: { initialApplicationDetails: { loanNumber: string } } })
    .saveLoanSelection.initialApplicationDetails.loanNumber;
  await checksDone(applicant.token, applicant.id);
  const heard = listen(applicant.token, applicant.id, stateIs('PENDING_BRFR'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const submittedAt = Date.now();
  expect(
    (
      await graphql('mutation S($id: ID!) { submitApplication(id: $id) { id } }', applicant.token, 'cng', {
        id: applicant.id,
      })
    ).body.errors,
  ).toBeUndefined();
  const last = (await heard).messages.at(-1)!.body;
  return { ...applicant, loanId, last, submittedAt };
}

describe('the bank verification', () => {
  it('sends a trial deposit, says on the loan socket when it posts, and verifies the account with its amount', async () => {
    const { token, id, email, loanId, last, submittedAt } = await waitingForBankVerification();
    expect(last).toMatchObject({
      status: 'APPROVED',
      applicationState: { status: 'PENDING_BRFR', isPendingEsign: false },
    });
    expect(errorOf(await graphql(ESIGN, token, 'cng', { id }))).toBe('This loan is not waiting for your signature');

    // The loan socket's first status: the deposit posted.
    expect(await firstLoanMessage(token, loanId)).toEqual({
      message: { body: { loanId, status: 'POSTED' } },
      closeCode: 1000,
    });
    const statement = await latestMail(email, /\[Bank statement\]/, submittedAt - 1000);
    const [, requestCode, cents] = /Deposit\s+(VRF[A-Z0-9]{6})\s+\$0\.(\d{2})/.exec(statement.text)!;
    const amount = Number(cents);
    const search = (await graphql(SEARCH, token, 'cng', { id })).body.data as {
      searchBankVerification: { codes: { requestCode: string; expiresAt: string }[] };
    };
    expect(search.searchBankVerification).toMatchObject({
      status: 'POSTED',
      codes: [{ requestCode }],
      decisions: [],
      triesLeft: 3,
    });
    expect(new Date(search.searchBankVerification.codes[0]!.expiresAt).getTime()).toBeGreaterThan(Date.now());

    // Bad input changes nothing; a wrong amount says how many tries are left.
    expect(errorOf(await graphql(ANSWER, token, 'cng', { id, decision: 'APPROVED', cents: 150 }))).toBe(
      'Enter the amount of the deposit, from $0.01 to $0.99.',
    );
    expect(errorOf(await graphql(ANSWER, token, 'cng', { id, decision: 'PENDING' }))).toBe(
      'Answer APPROVED with the amount you found, or DENIED if you cannot find the deposit.',
    );
    const wrong = await graphql(ANSWER, token, 'cng', {
      id,
      decision: 'APPROVED',
      cents: amount === 99 ? 98 : amount + 1,
    });
    expect(errorOf(wrong)).toBe(
      'That is not the amount we deposited. Check your account and try again (2 tries left).',
    );
    // Beside the English, its key and values, for the portal to word it in the page's language.
    expect(wrong.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_REQUEST',
      field: 'amountCents',
      messageKey: 'That is not the amount we deposited. Check your account and try again ({left} tries left).',
      values: { left: 2 },
    });
    expect((await graphql(SEARCH, token, 'cng', { id })).body.data).toMatchObject({
      searchBankVerification: {
        status: 'POSTED',
        decisions: [{ requestCode, siteResult: 'AMOUNT_MISMATCH', decisionResult: 'PENDING' }],
        triesLeft: 2,
      },
    });

    // The right amount: verified, and on to the e-sign.
    const signable = listen(token, id, stateIs('PENDING_ESIGN'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await graphql(ANSWER, token, 'cng', { id, decision: 'APPROVED', cents: amount })).body.data).toEqual({
      saveDecisionBankVerification: { success: true },
    });
    expect((await signable).messages.at(-1)!.body.applicationState).toMatchObject({
      status: 'PENDING_ESIGN',
      isPendingEsign: true,
      isEsignDisabled: false,
    });
    expect((await graphql(SEARCH, token, 'cng', { id })).body.data).toMatchObject({
      searchBankVerification: { status: 'VERIFIED', triesLeft: 1 },
    });
    expect(errorOf(await graphql(ANSWER, token, 'cng', { id, decision: 'APPROVED', cents: amount }))).toBe(
      'This application is not waiting for a bank verification.',
    );
    await agreedTo(token, id, 'APPROVED');
    expect((await graphql(ESIGN, token, 'cng', { id })).body.data).toEqual({
      esignApplication: { applicationState: 'ESIGNING' },
    });
  });

  it('ends when the deposit cannot be found; listens only to the borrower’s own loan', async () => {
    const { token, id, loanId } = await waitingForBankVerification();
    await firstLoanMessage(token, loanId);
    const stranger = await atStepFour();
    expect((await firstLoanMessage(stranger.token, loanId)).closeCode).toBe(4404);
    expect((await firstLoanMessage(token, 'not a loan')).closeCode).toBe(4400);
    expect(errorOf(await graphql(ANSWER, stranger.token, 'cng', { id, decision: 'DENIED' }))).toBeDefined();

    expect((await graphql(ANSWER, token, 'cng', { id, decision: 'DENIED' })).body.data).toEqual({
      saveDecisionBankVerification: { success: true },
    });
    expect((await graphql(SEARCH, token, 'cng', { id })).body.data).toMatchObject({
      searchBankVerification: { status: 'FAILED', decisions: [{ siteResult: 'NOT_FOUND', decisionResult: 'DENIED' }] },
    });
    expect(errorOf(await graphql(ANSWER, token, 'cng', { id, decision: 'APPROVED', cents: 10 }))).toBe(
      'This bank verification has ended. Call us and we will help you finish your application.',
    );
    expect(await firstLoanMessage(token, loanId)).toMatchObject({ message: { body: { loanId, status: 'FAILED' } } });
  });
});
