// A payment sent (the server's refusal shown as worded, any other failure as no money taken), then watched with
// expectSaga against fake sockets: the loan socket registered with the loan number, its
// first status settling the payment (posted, declined), a socket that fails leaving it unconfirmed (never failed: the
// payment was taken), and the account read again after each.
import { createFakeAuthService } from '../../../../tests/support/fakeAuthService';
import { fakeSockets, type SocketStep } from '../../../../tests/support/fakeSocket';
import { sagaHarness } from '../../../../tests/support/sagaHarness';
import type { Payment } from '../accountEndpoints';
import { makePayment, PAYMENT_FAILED, paymentSagas, refreshAccount, watchPaymentSaga } from './paymentSagas';
import { paymentSubmitted, paymentTaken, selectPayment } from './paymentSlice';

const payment = {
  reference: 'PMT-ABCDEFGHJK',
  loanNumber: 'ILP-4100176',
  amount: 84.5,
  amountType: 'pastDueAmount',
  method: 'BANK',
  accountLast4: '3456',
  cardNetwork: null,
  status: 'PENDING',
  declineReason: null,
  refundedAmount: 0,
  createdAt: '2026-11-24T15:00:00Z',
  postedAt: null,
} as Payment;

function harness(script: SocketStep[]) {
  const refreshed: unknown[] = [];
  const h = sagaHarness({
    auth: { ...createFakeAuthService(), getIdToken: async () => 'the-id-token' },
    calls: new Map<unknown, (...args: never[]) => unknown>([[refreshAccount, () => refreshed.push(1)]]),
  });
  const fake = fakeSockets([script]);
  h.services.sockets.open = fake.open;
  return { ...h, sockets: fake.opened, refreshed };
}

describe('watching a payment', () => {
  it.each([
    ['POSTED', 'posted'],
    ['DECLINED', 'declined'],
  ])('the loan socket’s first status %s settles it as %s, and the account is read again', async (status, phase) => {
    const { run, sockets, refreshed } = harness([
      { raw: { body: { loanId: 'ILP-4100176', status, reference: 'PMT-ABCDEFGHJK' } } },
    ]);
    const result = await run(watchPaymentSaga, paymentTaken(payment)).run();
    expect(selectPayment(result.storeState as never)).toMatchObject({ phase });
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ action: 'registerListener', loanId: 'ILP-4100176' })]);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(refreshed).toHaveLength(1);
  });

  it('a socket that fails leaves the payment unconfirmed: taken, not failed', async () => {
    const { run } = harness([{ error: true }]);
    const result = await run(watchPaymentSaga, paymentTaken(payment)).run();
    expect(selectPayment(result.storeState as never)).toMatchObject({ phase: 'unconfirmed' });
  });
});

describe('sending a payment', () => {
  const input = {
    loanNumber: 'ILP-4100176',
    amountType: 'pastDueAmount',
    amount: 84.5,
    method: 'CARD',
    cardToken: 'tok_TheFramesSingleUseToken000',
    idempotencyKey: 'key-1',
  } as const;

  it('sends it, shows it as taken, and waits for the processor’s answer; the card’s token goes no further than the request', async () => {
    const sent: unknown[] = [];
    const h = sagaHarness({
      auth: { ...createFakeAuthService(), getIdToken: async () => 'the-id-token' },
      calls: new Map<unknown, (...args: never[]) => unknown>([
        [makePayment, (p: never) => (sent.push(p), payment)],
        [refreshAccount, () => null],
      ]),
    });
    h.services.sockets.open = fakeSockets([[{ raw: { body: { loanId: 'ILP-4100176', status: 'POSTED' } } }]]).open;
    const result = await h.run(paymentSagas).dispatch(paymentSubmitted(input)).silentRun(100);
    expect(sent).toEqual([input]);
    expect(selectPayment(result.storeState as never)).toMatchObject({
      phase: 'posted',
      payment: { reference: 'PMT-ABCDEFGHJK' },
    });
    // The token went to the request only: the store keeps nothing of it.
    expect(JSON.stringify(result.storeState)).not.toContain('tok_TheFramesSingleUseToken000');
  });

  it.each([
    [
      { status: 400, code: 'BAD_REQUEST', message: 'Choose an amount up to the payoff of $512.30.' },
      'Choose an amount up to the payoff of $512.30.',
    ],
    [{ status: 502, message: 'Bad Gateway' }, PAYMENT_FAILED],
  ])('shows the server’s refusal as worded, and any other failure as no money taken', async (error, message) => {
    const refuse = () => Promise.reject(Object.assign(new Error(error.message), error));
    const h = sagaHarness({ calls: new Map<unknown, (...args: never[]) => unknown>([[makePayment, refuse]]) });
    const result = await h.run(paymentSagas).dispatch(paymentSubmitted(input)).silentRun(50);
    expect(selectPayment(result.storeState as never)).toMatchObject({ phase: 'failed', message });
  });
});
