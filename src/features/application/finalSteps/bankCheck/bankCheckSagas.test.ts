// The loan and payment socket as the bank verification's saga owns it (spec 4.3), run with expectSaga against fake
// sockets: registerListener with the loan number and the id token as `Auth`, closed on the first status received; an
// error makes the verification ERROR and records the error on the application; an abnormal close reconnects. Also the
// answer: a refusal's message shown, and the deposit read again.
import { createFakeAuthService } from '../../../../../tests/support/fakeAuthService';
import { fakeSockets, type SocketStep } from '../../../../../tests/support/fakeSocket';
import { withApplication } from '../../../../../tests/support/applicationState';
import { sagaHarness } from '../../../../../tests/support/sagaHarness';
import type { RootState } from '../../../../store/rootReducer';
import { fetchBankCheck, saveBankDecision, type ApplicationRecord, type BankCheck } from '../../applicationEndpoints';
import { decisionSocketFailed, selectApplication } from '../../applicationSlice';
import { firstLoanStatus } from '../../../../store/socketSagas';
import { bankCheckAnswerSaga, bankCheckOpenedSaga } from './bankCheckSagas';
import { bankCheckAnswered, bankCheckErrored, selectBankCheck } from './bankCheckSlice';
import { depositCents } from './bankCheckText';

const record = {
  id: 'app-1',
  initialApplicationDetails: { loanNumber: 'ILP-1234567' },
} as unknown as ApplicationRecord;
const check = (status: string, triesLeft = 3) =>
  ({
    id: 'bv-1',
    status,
    triesLeft,
    codes: [{ requestCode: 'VRFABC234', expiresAt: '2026-11-28T00:00:00.000Z' }],
    decisions: [],
  }) as unknown as BankCheck;

const refusal = (message: string) =>
  Promise.reject(Object.assign(new Error(message), { status: 200, message, code: 'BAD_REQUEST' }));

function harness(scripts: SocketStep[][], calls: [unknown, (...args: never[]) => unknown][] = []) {
  const auth = { ...createFakeAuthService(), getIdToken: async () => 'the-id-token' };
  const fake = fakeSockets(scripts);
  const h = sagaHarness({
    auth,
    calls: new Map<unknown, (...args: never[]) => unknown>(calls),
    state: (state) => withApplication(state, { record }),
  });
  h.services.sockets.open = fake.open;
  return { ...h, sockets: fake.opened };
}

describe('the loan and payment socket', () => {
  it('registers for the loan with the id token, and closes on the first status received', async () => {
    const { run, sockets } = harness([
      [
        { raw: { body: { loanId: 'ILP-1234567', status: 'POSTED' } } },
        { raw: { body: { loanId: 'ILP-1234567', status: 'VERIFIED' } } },
      ],
    ]);
    const result = await run(firstLoanStatus, 'ILP-1234567').run();
    expect(result.returnValue).toBe('POSTED');
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://portal.test/socket/loan?Auth=the-id-token');
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ action: 'registerListener', loanId: 'ILP-1234567' })]);
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it('reconnects after an abnormal close, with the same registration', async () => {
    const { run, sockets } = harness([[{ close: 1006 }], [{ raw: { body: { status: 'POSTED' } } }]]);
    const result = await run(firstLoanStatus, 'ILP-1234567').run(3000);
    expect(result.returnValue).toBe('POSTED');
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.sent).toEqual(sockets[0]!.sent);
  });

  it('waits for the deposit, then reads it again once the socket says it posted', async () => {
    let reads = 0;
    const { run, sockets } = harness(
      [[{ raw: { body: { status: 'POSTED' } } }]],
      [[fetchBankCheck, () => ((reads += 1) === 1 ? check('SENT') : check('POSTED'))]],
    );
    const result = await run(bankCheckOpenedSaga).run();
    expect(sockets).toHaveLength(1);
    expect(selectBankCheck(result.storeState as RootState).check?.status).toBe('POSTED');
  });

  it('on an error, makes the verification ERROR and records the error on the application', async () => {
    const { run } = harness([[{ error: true }]], [[fetchBankCheck, () => check('SENT')]]);
    const result = await run(bankCheckOpenedSaga)
      .put(bankCheckErrored('We lost the connection while waiting for your deposit. Reload this page to check again.'))
      .put(decisionSocketFailed())
      .run();
    expect(selectBankCheck(result.storeState as RootState).check?.status).toBe('ERROR');
    expect(selectApplication(result.storeState as RootState).decision.socketError).toBe(true);
  });

  it('opens no socket once the deposit has posted', async () => {
    const { run, sockets } = harness([], [[fetchBankCheck, () => check('POSTED')]]);
    await run(bankCheckOpenedSaga).run();
    expect(sockets).toHaveLength(0);
  });
});

describe('the answer', () => {
  it('shows a wrong amount’s message and the tries left', async () => {
    const { run, calledWith } = harness(
      [],
      [
        [
          saveBankDecision,
          () => refusal('That is not the amount we deposited. Check your account and try again (2 tries left).'),
        ],
        [fetchBankCheck, () => check('POSTED', 2)],
      ],
    );
    const result = await run(bankCheckAnswerSaga, bankCheckAnswered({ found: true, amountCents: 37 })).run();
    expect(calledWith[0]?.args).toEqual([{ applicationId: 'app-1', decision: 'APPROVED', amountCents: 37 }]);
    expect(selectBankCheck(result.storeState as RootState)).toMatchObject({
      sending: false,
      error: 'That is not the amount we deposited. Check your account and try again (2 tries left).',
      check: { triesLeft: 2 },
    });
  });

  it('says the deposit cannot be found', async () => {
    const { run, calledWith } = harness(
      [],
      [
        [saveBankDecision, () => ({ success: true })],
        [fetchBankCheck, () => check('FAILED')],
      ],
    );
    const result = await run(bankCheckAnswerSaga, bankCheckAnswered({ found: false })).run();
    expect(calledWith[0]?.args).toEqual([{ applicationId: 'app-1', decision: 'DENIED' }]);
    expect(selectBankCheck(result.storeState as RootState).check?.status).toBe('FAILED');
  });

  it('reads an amount as typed', () => {
    expect(['$0.37', '0.37', '.37', ' $ 0.05 '].map(depositCents)).toEqual([37, 37, 37, 5]);
    expect(['37', '$0.00', '1.37', '0.3', 'abc', ''].map(depositCents)).toEqual([null, null, null, null, null, null]);
  });
});
