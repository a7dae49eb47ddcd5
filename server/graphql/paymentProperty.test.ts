// Issue 30: money taken exactly once. A property over random sequences of payments (every amount type, other amounts,
// amounts a second tab showed before, the same key again, two at once), the processor's postings and the loan closed
// another way (a conversion), all over real HTTP to the test server, whose own processor posts as well: the money kept
// never exceeds what was owed, it is exactly what the loan's schedule shows paid, every key makes at most one payment,
// a refused payment stores nothing and is refused with a message, and a payment reaching a closed loan is returned.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { loanPayments, loans } from '../db/schema/loans';
import { figuresAfter, type LoanFigures } from '../domain/loans/loanFigures';
import { forFigures, pendingCents } from '../domain/loans/paymentService';
import { easternWallClock } from '../../src/lib/rules/easternTime';
import { graphql, testHook, tokensFor } from '../../tests/support/serverClient';

jest.setTimeout(300_000);

const OWNER = 'quin.ledger@example.com';
const PAY = 'mutation Pay($payment: PaymentInput!) { makePayment(payment: $payment) { reference status } }';

type Stored = { loan: typeof loans.$inferSelect; payments: (typeof loanPayments.$inferSelect)[] };
type AmountType = 'nextPaymentAmount' | 'pastDueAmount' | 'totalAmountDue' | 'payoffAmount' | 'otherPaymentAmount';
type Pay = { kind: 'pay'; key: number; type: AmountType; cents: number; stale: boolean };
type Command = Pay | { kind: 'twice'; first: Pay; second: Pay } | { kind: 'post' } | { kind: 'convert' };

const pay: fc.Arbitrary<Pay> = fc.record({
  kind: fc.constant('pay' as const),
  // A small pool of keys, so the same key comes back (a retry, a double click) often.
  key: fc.integer({ min: 0, max: 4 }),
  type: fc.constantFrom<AmountType>(
    'nextPaymentAmount',
    'pastDueAmount',
    'totalAmountDue',
    'payoffAmount',
    'otherPaymentAmount',
  ),
  cents: fc.integer({ min: 1, max: 300_000 }),
  // The amount the page showed before other payments were taken (a second tab).
  stale: fc.boolean(),
});
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: pay },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('twice' as const), first: pay, second: pay }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'post' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'convert' as const }) },
);
const loanSeed = fc.record({
  single: fc.boolean(),
  amount: fc.integer({ min: 3, max: 20 }).map((hundreds) => hundreds * 100),
  originatedDaysAgo: fc.integer({ min: 0, max: 90 }),
  missedPayments: fc.integer({ min: 0, max: 2 }),
});

const stored = (loanNumber: string) => testHook<Stored>(`loans/${loanNumber}`);
/** The stored row's dates arrive as strings. */
const figuresOf = ({ loan, payments }: Stored): LoanFigures =>
  figuresAfter(
    forFigures({ ...loan, originatedAt: new Date(loan.originatedAt) }),
    pendingCents(payments.map((payment) => ({ ...payment, createdAt: new Date(payment.createdAt) }))),
    easternWallClock(new Date()).date,
  );
const shown = (figures: LoanFigures, type: AmountType, cents: number) =>
  ({
    nextPaymentAmount: figures.nextPayment,
    pastDueAmount: figures.pastDue,
    totalAmountDue: figures.totalDue,
    payoffAmount: figures.payoff,
    otherPaymentAmount: cents,
  })[type];
const paidOn = (loan: Stored['loan']) => loan.schedule.reduce((sum, installment) => sum + installment.paidCents, 0);

it('never keeps more than was owed, keeps exactly what the schedule shows paid, and makes one payment per key', async () => {
  await fc.assert(
    fc.asyncProperty(loanSeed, fc.array(command, { minLength: 1, maxLength: 12 }), async (seed, commands) => {
      const { loanNumber } = await testHook<{ loanNumber: string }>('loans', {
        method: 'POST',
        body: {
          email: OWNER,
          brand: 'cng',
          loan: {
            loanNumber: `PROP-${randomUUID().slice(0, 12)}`,
            productCode: seed.single ? 'PDL' : 'ILP',
            status: 'OPEN',
            systemState: 'REPAYING',
            amount: seed.amount,
            apr: seed.single ? 391.07 : 179.99,
            termMonths: seed.single ? 0 : 12,
            paymentFrequency: 'BI',
            originatedDaysAgo: seed.originatedDaysAgo,
            missedPayments: seed.missedPayments,
          },
        },
      });
      const start = await stored(loanNumber);
      const owedAtStart = figuresOf(start).payoff;
      const token = (await tokensFor(OWNER)).IdToken;
      const keys = Array.from({ length: 5 }, () => randomUUID());
      const accepted = new Map<string, string>();

      const attempt = async (step: Pay) => {
        const figures = step.stale ? figuresOf(start) : figuresOf(await stored(loanNumber));
        const key = keys[step.key]!;
        const result = await graphql(PAY, token, 'cng', {
          payment: {
            loanNumber,
            amountType: step.type,
            amount: shown(figures, step.type, step.cents) / 100,
            method: 'BANK',
            idempotencyKey: key,
          },
        });
        const error = result.body.errors?.[0];
        if (error) {
          // Every refusal is a message for the payer, never a fault.
          expect(error.extensions).toMatchObject({ code: 'BAD_REQUEST' });
          return;
        }
        const { reference } = (result.body.data as { makePayment: { reference: string } }).makePayment;
        if (accepted.has(key)) expect(reference).toBe(accepted.get(key));
        accepted.set(key, reference);
      };

      for (const step of commands) {
        if (step.kind === 'pay') await attempt(step);
        else if (step.kind === 'twice') await Promise.all([attempt(step.first), attempt(step.second)]);
        else if (step.kind === 'post') await testHook('post-payments', { method: 'POST' });
        else await testHook('close-loan', { method: 'POST', body: { loanNumber, systemState: 'CONVERTED' } });
      }
      await testHook('post-payments', { method: 'POST' });

      const end = await stored(loanNumber);
      // Stored: exactly the payments accepted, one per key, none left pending.
      expect(end.payments.map((payment) => payment.reference).sort()).toEqual([...accepted.values()].sort());
      expect(new Set(end.payments.map((payment) => payment.idempotencyKey)).size).toBe(end.payments.length);
      expect(end.payments.filter((payment) => payment.status === 'PENDING')).toEqual([]);
      for (const payment of end.payments) {
        if (payment.status === 'RETURNED') expect(payment.refundCents).toBe(payment.amountCents);
        if (payment.status === 'DECLINED') expect(payment.refundCents).toBe(0);
        expect(payment.refundCents).toBeGreaterThanOrEqual(0);
        expect(payment.refundCents).toBeLessThanOrEqual(payment.amountCents);
      }
      const kept = end.payments
        .filter((payment) => payment.status === 'POSTED')
        .reduce((sum, payment) => sum + payment.amountCents - payment.refundCents, 0);
      expect(kept).toBeLessThanOrEqual(owedAtStart);
      expect(paidOn(end.loan) - paidOn(start.loan)).toBe(kept);
      if (end.loan.systemState === 'PAID_IN_FULL') expect(kept).toBe(owedAtStart);
    }),
    { numRuns: 40 },
  );
});
