// Payments over real HTTP: idempotent (the same key twice, or two presses at once, make one payment), posted by the
// processor a moment later and reported on the loan socket, applied to the oldest amount first, a declined card
// changing nothing, the payoff closing the loan; and every refusal (someone else's loan, an agent acting, an amount
// that changed, a key reused for another payment, a card token that is missing, forged or used, over the payoff). The
// card is typed in the card processor's frame (its stand-in's token call here); the portal is sent only the token.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { firstLoanMessage } from '../../tests/support/loanSocketClient';
import { graphql, tokensFor } from '../../tests/support/serverClient';
import { cardToken } from '../../tests/support/cardProcessorClient';

jest.setTimeout(40_000);

const LOAN = 'ILP-4100176';
const PAY =
  'mutation Pay($payment: PaymentInput!) { makePayment(payment: $payment) { reference loanNumber amount amountType method accountLast4 cardNetwork status declineReason } }';
const FIGURES =
  '{ accountOverview { page loans { loanNumber status systemState balance nextPaymentAmount pastDueAmount totalAmountDue payoffAmount payments { reference status amount } paymentSchedule { paidAmount } } } }';

interface Figures {
  page: string;
  loans: {
    loanNumber: string;
    status: string;
    systemState: string;
    balance: number;
    nextPaymentAmount: number;
    pastDueAmount: number;
    totalAmountDue: number;
    payoffAmount: number;
    payments: { reference: string; status: string; amount: number }[];
    paymentSchedule: { paidAmount: number }[];
  }[];
}

const errorOf = (result: Awaited<ReturnType<typeof graphql>>) => result.body.errors?.[0]?.message;
const paid = (result: Awaited<ReturnType<typeof graphql>>) =>
  (result.body.data as { makePayment: Record<string, unknown> }).makePayment;
const cents = (dollars: number) => Math.round(dollars * 100);

async function figures(token: string) {
  const result = await graphql(FIGURES, token);
  return (result.body.data as { accountOverview: Figures }).accountOverview.loans.find(
    (loan) => loan.loanNumber === LOAN,
  )!;
}

/** The loan once every payment made on it has been posted (or declined). */
async function settled(token: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const loan = await figures(token);
    if (loan.payments.every((made) => made.status !== 'PENDING')) return loan;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('payments still pending');
}

const pay = (token: string, payment: Record<string, unknown>) =>
  graphql(PAY, token, 'cng', {
    payment: { loanNumber: LOAN, method: 'BANK', idempotencyKey: randomUUID(), ...payment },
  });

describe('payments', () => {
  let token: string;
  // The test server's tokens last 5 seconds: a fresh one for each test.
  beforeEach(async () => {
    token = (await tokensFor('tara.quinn@example.com')).IdToken;
  });

  it('pays what is past due from the bank account once, however many times it is sent, and reports it on the loan socket', async () => {
    const before = await figures(token);
    expect(before.pastDueAmount).toBeGreaterThan(0);
    const payment = { amountType: 'pastDueAmount', amount: before.pastDueAmount, idempotencyKey: randomUUID() };
    // A double click: two requests at once with the same key, then a retry.
    const [first, second] = await Promise.all([pay(token, payment), pay(token, payment)]);
    const retry = await pay(token, payment);
    expect(paid(first)).toMatchObject({
      loanNumber: LOAN,
      amount: before.pastDueAmount,
      method: 'BANK',
      accountLast4: '3456',
      status: 'PENDING',
    });
    expect(paid(second).reference).toBe(paid(first).reference);
    expect(paid(retry).reference).toBe(paid(first).reference);
    const heard = await firstLoanMessage(token, LOAN);
    expect(heard.message).toEqual({ body: { loanId: LOAN, status: 'POSTED', reference: paid(first).reference } });

    const after = await figures(token);
    expect(after.payments.filter((made) => made.reference === paid(first).reference)).toEqual([
      { reference: paid(first).reference, status: 'POSTED', amount: before.pastDueAmount },
    ]);
    expect(after.payments).toHaveLength(1);
    expect(after.pastDueAmount).toBe(0);
    const sumPaid = (loan: Figures['loans'][number]) =>
      loan.paymentSchedule.reduce((sum, installment) => sum + cents(installment.paidAmount), 0);
    expect(sumPaid(after) - sumPaid(before)).toBe(cents(before.pastDueAmount));
  });

  it('refuses the same key for another payment, an amount that has changed, and more than the payoff', async () => {
    const now = await figures(token);
    const key = randomUUID();
    expect(paid(await pay(token, { amountType: 'otherPaymentAmount', amount: 10, idempotencyKey: key })).amount).toBe(
      10,
    );
    expect(errorOf(await pay(token, { amountType: 'otherPaymentAmount', amount: 11, idempotencyKey: key }))).toBe(
      'This payment was already submitted with different details. Please reload the page and pay again.',
    );
    expect(errorOf(await pay(token, { amountType: 'nextPaymentAmount', amount: now.nextPaymentAmount + 1 }))).toBe(
      'The amount due has changed. Please review it and pay again.',
    );
    expect(errorOf(await pay(token, { amountType: 'otherPaymentAmount', amount: 0.5 }))).toBe(
      'Enter an amount of at least $1.00',
    );
    // The $10 just taken counts while it is pending: the payoff it leaves is the most that can be paid.
    const left = (await figures(token)).payoffAmount;
    expect(left).toBe(Math.round((now.payoffAmount - 10) * 100) / 100);
    expect(errorOf(await pay(token, { amountType: 'otherPaymentAmount', amount: left + 1 }))).toBe(
      `You can pay at most the payoff amount of $${left.toFixed(2)}`,
    );
    expect(errorOf(await pay(token, { amountType: 'pastDueAmount', amount: 0 }))).toBe(
      'Nothing is due for this amount right now. Choose another amount.',
    );
    expect(errorOf(await pay(token, { amountType: 'otherPaymentAmount', amount: 5, idempotencyKey: 'short' }))).toBe(
      'This payment has no valid key. Please reload the page and pay again.',
    );
  });

  it('takes a card only as the processor’s live token, keeps its last four digits; a declined card changes nothing', async () => {
    const other = { amountType: 'otherPaymentAmount', amount: 20, method: 'CARD' };
    expect(errorOf(await pay(token, other))).toBe('Enter the debit card to pay with');
    for (const cardToken of ['4111111111111111', 'tok_', `tok_${'x'.repeat(5000)}`])
      expect(errorOf(await pay(token, { ...other, cardToken }))).toBe('Enter the debit card to pay with');
    // A token of the right shape the processor never made: refused, nothing taken.
    expect(errorOf(await pay(token, { ...other, cardToken: 'tok_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }))).toBe(
      'Your card details have expired. Please enter your card again.',
    );
    // A token is used once: the same payment again is the same payment; another payment with it is refused.
    const once = await cardToken();
    const key = randomUUID();
    const first = paid(await pay(token, { ...other, cardToken: once, idempotencyKey: key }));
    expect(first).toMatchObject({ method: 'CARD', accountLast4: '1111', cardNetwork: 'Visa', status: 'PENDING' });
    expect(paid(await pay(token, { ...other, cardToken: once, idempotencyKey: key })).reference).toBe(first.reference);
    await settled(token);
    // Another payment with it once the first has posted: refused as used, as it is before (the processor has
    // charged it, and describes it no more).
    expect(errorOf(await pay(token, { ...other, cardToken: once }))).toBe(
      'This card entry was already used. Please enter your card again.',
    );
    const before = await settled(token);
    const declined = paid(
      await pay(token, {
        amountType: 'otherPaymentAmount',
        amount: 20,
        method: 'CARD',
        cardToken: await cardToken({ number: '4000 0000 0000 0002' }),
      }),
    );
    expect(declined).toMatchObject({ method: 'CARD', accountLast4: '0002', cardNetwork: 'Visa', status: 'PENDING' });
    expect((await firstLoanMessage(token, LOAN)).message).toEqual({
      body: { loanId: LOAN, status: 'DECLINED', reference: declined.reference },
    });
    const after = await figures(token);
    expect(after.payoffAmount).toBe(before.payoffAmount);
    expect(after.payments.find((made) => made.reference === declined.reference)?.status).toBe('DECLINED');
  });

  it("binds a card token to the customer and the payment it was first used for: another payment's or another customer's use is refused at once", async () => {
    const once = await cardToken();
    const key = randomUUID();
    const other = { amountType: 'otherPaymentAmount', amount: 5, method: 'CARD', cardToken: once };
    expect(paid(await pay(token, { ...other, idempotencyKey: key })).status).toBe('PENDING');
    // The same payment again is the same payment.
    expect(paid(await pay(token, { ...other, idempotencyKey: key })).status).toBe('PENDING');
    const before = (await figures(token)).payments.length;
    // Another payment with it, before the first has posted (it used to show as pending until posting declined it).
    expect(errorOf(await pay(token, other))).toBe('This card entry was already used. Please enter your card again.');
    // Another customer with it, on her own loan.
    const olivia = (await tokensFor('olivia.reed@example.com')).IdToken;
    expect(
      errorOf(
        await graphql(PAY, olivia, 'cng', {
          payment: { ...other, loanNumber: 'ILP-4100171', idempotencyKey: randomUUID() },
        }),
      ),
    ).toBe('This card entry was already used. Please enter your card again.');
    expect((await figures(token)).payments).toHaveLength(before);
    await settled(token);
  });

  it('a payoff by card closes the loan; a closed loan takes no payment', async () => {
    const now = await settled(token);
    const payoff = paid(
      await pay(token, {
        amountType: 'payoffAmount',
        amount: now.payoffAmount,
        method: 'CARD',
        cardToken: await cardToken(),
      }),
    );
    expect((await firstLoanMessage(token, LOAN)).message).toEqual({
      body: { loanId: LOAN, status: 'POSTED', reference: payoff.reference },
    });
    const closed = await figures(token);
    expect(closed).toMatchObject({
      status: 'CLOSED',
      systemState: 'PAID_IN_FULL',
      balance: 0,
      payoffAmount: 0,
      totalAmountDue: 0,
    });
    expect(errorOf(await pay(token, { amountType: 'otherPaymentAmount', amount: 5 }))).toBe(
      'This loan is paid off. Nothing more is due, so no payment was taken.',
    );
  });

  it('refuses an amount that is not dollars and cents (1.005 was posted as $1.00), whatever it is, and takes nothing', async () => {
    const before = (await figures(token)).payments.length;
    const malformed = fc.oneof(
      fc.constantFrom(1.005, 10.001, 2.675, 0.001, 1e-7, 1e308, Number.MAX_VALUE, -1, -0.01),
      fc
        .tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 3, max: 6 }))
        .map(([whole, last, places]) => Number(`${String(whole)}.${'0'.repeat(places - 1)}${String(last)}`)),
    );
    const amountTypes = fc.constantFrom('otherPaymentAmount', 'nextPaymentAmount', 'payoffAmount');
    await fc.assert(
      fc.asyncProperty(malformed, amountTypes, fc.constantFrom('BANK', 'CARD'), async (amount, amountType, method) => {
        const answer = await pay(token, {
          amountType,
          amount,
          method,
          ...(method === 'CARD' ? { cardToken: 'tok_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } : {}),
        });
        expect(errorOf(answer)).toBe('Enter an amount in dollars and cents, with at most two decimals.');
      }),
      { numRuns: 25 },
    );
    expect((await figures(token)).payments).toHaveLength(before);
  });

  it('pays only the borrower’s own loan, and never for an agent acting for them', async () => {
    const other = (await tokensFor('olivia.reed@example.com')).IdToken;
    expect(
      (await pay(other, { amountType: 'otherPaymentAmount', amount: 5 })).body.errors?.[0]?.extensions,
    ).toMatchObject({ code: 'NOT_FOUND' });
    const agent = (await tokensFor('agent.ngata@example.com', 'Agent#2026')).IdToken;
    expect(
      (await graphql('mutation { startImpersonation(email: "olivia.reed@example.com") { customerEmail } }', agent)).body
        .errors,
    ).toBeUndefined();
    const byAgent = await graphql(PAY, agent, 'cng', {
      payment: {
        loanNumber: 'ILP-4100171',
        method: 'BANK',
        amountType: 'otherPaymentAmount',
        amount: 5,
        idempotencyKey: randomUUID(),
      },
    });
    expect(byAgent.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await graphql('mutation { stopImpersonation { success } }', agent)).body.errors).toBeUndefined();
  });
});

// Issue 30, hole 1: three payoffs of one $1,000 loan with a new key each (two at once, one after the first posted)
// all used to be taken and posted, $3,000 for a $1,000 loan. Now the first is taken and the others refused.
describe('a loan paid off once (issue 30)', () => {
  const RACE_LOAN = 'ILP-4100301';
  const payoffOf = async (token: string) => {
    const result = await graphql(FIGURES, token);
    return (result.body.data as { accountOverview: Figures }).accountOverview.loans.find(
      (loan) => loan.loanNumber === RACE_LOAN,
    )!;
  };
  const payoff = (token: string, amount: number) =>
    graphql(PAY, token, 'cng', {
      payment: {
        loanNumber: RACE_LOAN,
        method: 'BANK',
        amountType: 'payoffAmount',
        amount,
        idempotencyKey: randomUUID(),
      },
    });

  it('takes one of two payoffs sent at once and refuses a third after the first posted; the pending one counts', async () => {
    const token = (await tokensFor('pia.west@example.com')).IdToken;
    const before = await payoffOf(token);
    expect(before.status).toBe('OPEN');
    const both = await Promise.all([payoff(token, before.payoffAmount), payoff(token, before.payoffAmount)]);
    const taken = both.filter((result) => !result.body.errors);
    expect(taken).toHaveLength(1);
    expect(both.map(errorOf).filter(Boolean)).toEqual([
      'A payment you already made pays this loan off and is being processed. Nothing more is due, so no payment was taken.',
    ]);
    // While the first is pending the account asks for nothing more, and another amount is refused the same way.
    const pending = await payoffOf(token);
    if (pending.payments.some((made) => made.status === 'PENDING')) {
      expect(pending).toMatchObject({ payoffAmount: 0, totalAmountDue: 0, nextPaymentAmount: 0 });
    }
    const closed = await settled(token).then(() => payoffOf(token));
    expect(closed).toMatchObject({ status: 'CLOSED', systemState: 'PAID_IN_FULL', payoffAmount: 0 });
    expect(errorOf(await payoff(token, before.payoffAmount))).toBe(
      'This loan is paid off. Nothing more is due, so no payment was taken.',
    );
    expect(errorOf(await pay(token, { loanNumber: RACE_LOAN, amountType: 'otherPaymentAmount', amount: 5 }))).toBe(
      'This loan is paid off. Nothing more is due, so no payment was taken.',
    );
    const posted = closed.payments.filter((made) => made.status === 'POSTED');
    expect(posted.map((made) => made.amount)).toEqual([before.payoffAmount]);

    async function settled(forToken: string) {
      for (let tries = 0; tries < 50; tries += 1) {
        if ((await payoffOf(forToken)).payments.every((made) => made.status !== 'PENDING')) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('payments still pending');
    }
  });
});
