// Payments on the portal (issue 15): makePayment takes one payment of an open loan, from the bank account the loan
// was paid to or from a debit card, for one of the payment amount types of application spec 3.12 (or another amount
// up to the payoff). A payment is idempotent: its key is unique per loan, so a double click or a retried request
// finds the payment already taken and never makes a second one. The payment processor (here a runner standing for
// the card network and the ACH) posts it a moment later: the loan's schedule takes it, oldest amount first, or it
// settles the loan; the loan socket reports POSTED or DECLINED. A card is never seen here: the page sends the single-use
// token of the card processor's frame, which is kept sealed until the posting charges it (decision 0051).
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../domainError';
import type { Scope } from '../scope';
import { AMOUNT_IN_CENTS_MESSAGE, exactCents, formatCents, toDollars } from '../../../src/lib/rules/money';
import { easternDate } from '../../../src/lib/rules/easternTime';
import { MINIMUM_PAYMENT_CENTS, PAYMENT_MESSAGES } from '../../../src/lib/rules/payments';
import type { SecretBox } from '../../security/secretBox';
import { CARD_TOKEN_TAKEN, cardTokenClaimed, claimCardToken, paymentPurpose } from '../cards/cardTokenClaims';
import { CARD_TOKEN, CardServiceUnavailable, type CardProcessor, type CardSummary } from '../cards/cardProcessor';
import { applyPayment, figuresAfter, loanFigures, type LoanFigures, type LoanForFigures } from './loanFigures';
import type { ChangeFeed } from '../../db/changeFeed';
import type { LoanRow } from './loanRepository';
import {
  claimForPosting,
  insertPayment,
  lockedLoanOf,
  paymentsOfLoan,
  paymentsOfLoans,
  pendingPayment,
  pendingPayments,
  settlePayment,
  updateLoan,
  type PaymentRow,
} from './paymentRepository';

type AmountType = 'nextPaymentAmount' | 'pastDueAmount' | 'totalAmountDue' | 'payoffAmount' | 'otherPaymentAmount';

export const PAYMENT_TEXT = {
  agent: 'Only the borrower can make a payment. Agents see the account read-only.',
  notOpen: 'This loan is not open for payments.',
  paidOff: 'This loan is paid off. Nothing more is due, so no payment was taken.',
  coveredByPending:
    'A payment you already made pays this loan off and is being processed. Nothing more is due, so no payment was taken.',
  bankruptcy: 'We are not taking payments on this loan online. Please call us.',
  nothingDue: 'Nothing is due for this amount right now. Choose another amount.',
  changed: 'The amount due has changed. Please review it and pay again.',
  minimum: PAYMENT_MESSAGES.minimum,
  /** An amount that is not dollars and cents (1.005, 1e308, a negative): refused, never rounded (issue 68). */
  malformed: AMOUNT_IN_CENTS_MESSAGE,
  noBank: 'There is no bank account on file for this loan. Pay with a debit card instead.',
  cardMissing: 'Enter the debit card to pay with',
  cardExpired: 'Your card details have expired. Please enter your card again.',
  chargeLost: 'Your card details expired before the payment was made. No money was taken.',
  key: 'This payment has no valid key. Please reload the page and pay again.',
  keyReused: 'This payment was already submitted with different details. Please reload the page and pay again.',
  declined: PAYMENT_MESSAGES.declined,
} as const;

const KEY = /^[A-Za-z0-9-]{16,64}$/;

const reference = () =>
  `PMT-${Array.from({ length: 10 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join('')}`;

export function forFigures(row: LoanRow): LoanForFigures {
  return {
    open: row.status === 'OPEN',
    singlePayment: row.paymentFrequency === 'SINGLE',
    amountCents: row.amountCents,
    originatedOn: easternDate(row.originatedAt),
    schedule: row.schedule,
  };
}

export function toPayment(row: PaymentRow, loanNumber: string) {
  return {
    reference: row.reference,
    loanNumber,
    amount: toDollars(row.amountCents),
    amountType: row.amountType as AmountType,
    method: row.method,
    accountLast4: row.accountLast4,
    cardNetwork: row.cardBrand,
    status: row.status,
    declineReason: row.status === 'DECLINED' ? row.declineReason : null,
    refundedAmount: toDollars(row.refundCents),
    createdAt: row.createdAt.toISOString(),
    postedAt: row.postedAt?.toISOString() ?? null,
  };
}

export interface PaymentInput {
  loanNumber: string;
  amountType: AmountType;
  amount: number;
  method: 'BANK' | 'CARD';
  /** The card processor's single-use token for the card typed in its frame (CARD only). */
  cardToken?: string | null;
  idempotencyKey: string;
}

/** The amount in cents a payment of this type is for, from the loan's figures today (null: another amount). */
function amountDue(figures: LoanFigures, type: AmountType): number | null {
  switch (type) {
    case 'nextPaymentAmount':
      return figures.nextPayment;
    case 'pastDueAmount':
      return figures.pastDue;
    case 'totalAmountDue':
      return figures.totalDue;
    case 'payoffAmount':
      return figures.payoff;
    case 'otherPaymentAmount':
      return null;
  }
}

/** The processor's side of a payment: asks for its posting at `at` (a job of the queue, run once by any instance). */
export interface PaymentDeps {
  postAt: (paymentId: string, at: Date) => Promise<void>;
  /** How long after it is made a payment posts (the processor's stand-in: a decision step). */
  afterMs: number;
  /** The card processor a card payment's token is charged with, and the seal the token is kept under until then. */
  cards: CardProcessor;
  secrets: SecretBox;
}

export async function makePayment(scope: Scope, deps: PaymentDeps, input: PaymentInput, now = new Date()) {
  if (scope.isAgent) throw forbidden(PAYMENT_TEXT.agent);
  if (!KEY.test(input.idempotencyKey)) throw badRequest(PAYMENT_TEXT.key);
  const amount = exactCents(input.amount);
  if (amount === null) throw badRequest(PAYMENT_TEXT.malformed, 'amount');
  const method = input.method;
  const token = method === 'CARD' ? input.cardToken : null;
  let card: CardSummary | null = null;
  if (method === 'CARD') {
    if (typeof token !== 'string' || !CARD_TOKEN.test(token)) throw badRequest(PAYMENT_TEXT.cardMissing, 'cardToken');
    // Asked before the loan is locked; a token already used is refused below unless this is the same payment again.
    card = await deps.cards.describe(token);
  }
  // One payment at a time per loan: the loan's row is locked until this payment is taken or refused, so a second
  // request (another key, another tab, another instance) sees this one as pending before it decides.
  const { payment, postAt } = await scope.db.transaction(async (tx) => {
    const loan = scope.subjectId
      ? await lockedLoanOf(tx, { loanNumber: input.loanNumber, customerId: scope.subjectId, brand: scope.brand })
      : undefined;
    if (!loan) throw notFound('No loan with this number for this customer');
    const asked = { amount, method, amountType: input.amountType, last4: card?.last4 ?? null };
    // The same key again: the payment already taken, if it is the same payment.
    const made = await paymentsOfLoan(tx, loan.id);
    const earlier = made.find((payment) => payment.idempotencyKey === input.idempotencyKey);
    if (earlier)
      return {
        payment: sameOrRefused(earlier, asked, loan.loanNumber),
        postAt: earlier.status === 'PENDING' ? { id: earlier.id, createdAt: earlier.createdAt } : null,
      };

    if (loan.status !== 'OPEN')
      throw badRequest(loan.systemState === 'PAID_IN_FULL' ? PAYMENT_TEXT.paidOff : PAYMENT_TEXT.notOpen);
    if (loan.systemState === 'BANKRUPTCY') throw badRequest(PAYMENT_TEXT.bankruptcy);
    const figures = figuresAfter(forFigures(loan), pendingCents(made), easternDate(now));
    if (figures.payoff === 0) throw badRequest(PAYMENT_TEXT.coveredByPending);
    const due = amountDue(figures, input.amountType);
    if (due === 0) throw badRequest(PAYMENT_TEXT.nothingDue, 'amountType');
    if (due !== null && due !== amount) throw badRequest(PAYMENT_TEXT.changed, 'amount');
    if (amount < MINIMUM_PAYMENT_CENTS) throw badRequest(PAYMENT_TEXT.minimum, 'amount');
    if (amount > figures.payoff)
      throw badRequest(`${PAYMENT_MESSAGES.overPayoff} ${formatCents(figures.payoff)}`, 'amount');
    if (method === 'BANK' && !loan.repaymentAccount) throw badRequest(PAYMENT_TEXT.noBank, 'method');
    if (method === 'CARD' && !card)
      throw badRequest(
        token && (await cardTokenClaimed(tx, token)) ? CARD_TOKEN_TAKEN : PAYMENT_TEXT.cardExpired,
        'cardToken',
      );
    // Bound to this customer and this payment at its first use: another customer's, or another payment's, is refused.
    if (
      token &&
      !(await claimCardToken(tx, token, loan.customerId, paymentPurpose(loan.loanNumber, input.idempotencyKey)))
    )
      throw badRequest(CARD_TOKEN_TAKEN, 'cardToken');
    const taken = await insertPayment(tx, {
      loanId: loan.id,
      customerId: loan.customerId,
      idempotencyKey: input.idempotencyKey,
      amountCents: amount,
      amountType: input.amountType,
      method,
      accountLast4: card?.last4 ?? loan.repaymentAccount?.last4 ?? '',
      cardBrand: card?.network ?? null,
      status: 'PENDING',
      reference: reference(),
      cardTokenSealed: token ? deps.secrets.seal(token) : null,
      createdAt: now,
    });
    return { payment: toPayment(taken, loan.loanNumber), postAt: { id: taken.id, createdAt: taken.createdAt } };
  });
  // Taken: the processor posts it a step later (asked again for the same payment, the job is the same one).
  if (postAt) await deps.postAt(postAt.id, new Date(postAt.createdAt.getTime() + deps.afterMs));
  return payment;
}

/** The amounts of the payments taken and not yet posted, oldest first (one the processor will decline counts for nothing). */
export function pendingCents(payments: readonly PaymentRow[]): number[] {
  return [...payments]
    .filter((payment) => payment.status === 'PENDING' && !payment.declineReason)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((payment) => payment.amountCents);
}

function sameOrRefused(
  row: PaymentRow,
  asked: { amount: number; method: string; amountType: string; last4: string | null },
  loanNumber: string,
) {
  // A card's token is used once: asked again, it is known only while the first payment has not charged it.
  const same =
    row.amountCents === asked.amount &&
    row.method === asked.method &&
    row.amountType === asked.amountType &&
    (asked.last4 === null || row.method !== 'CARD' || row.accountLast4 === asked.last4);
  if (!same) throw badRequest(PAYMENT_TEXT.keyReused);
  return toPayment(row, loanNumber);
}

/** The payments of these loans, newest first, by loan id. */
export async function paymentsOf(db: Database, loanIds: string[]): Promise<Map<string, PaymentRow[]>> {
  const result = new Map<string, PaymentRow[]>();
  if (loanIds.length === 0) return result;
  for (const row of await paymentsOfLoans(db, loanIds))
    result.set(row.loanId, [...(result.get(row.loanId) ?? []), row]);
  return result;
}

/** What the processor says of a card payment's charge: nothing to charge (a bank payment), charged, or why not. */
async function chargeOf(deps: PostingDeps, payment: PaymentRow): Promise<{ declineReason: string | null }> {
  if (payment.method !== 'CARD' || !payment.cardTokenSealed) return { declineReason: null };
  // The payment's id is the charge's key: a posting run again (another instance, a retried job) gets the same charge.
  const charged = await deps.cards.charge(
    deps.secrets.open(payment.cardTokenSealed),
    payment.amountCents,
    `pay_${payment.id}`,
  );
  if (charged === 'unknown-token') return { declineReason: PAYMENT_TEXT.chargeLost };
  return { declineReason: charged.status === 'declined' ? PAYMENT_TEXT.declined : null };
}

/** The processor's side of a posting: the card processor and the token's seal. */
export type PostingDeps = Pick<PaymentDeps, 'cards' | 'secrets'>;

/**
 * The processor's step for one payment: posted if it has been pending for at least `afterMs`, in one transaction with
 * the loan's row locked (the order makePayment locks in), so a payment is applied once however many instances run
 * and however often its job runs. A card payment is charged first (by its key, so once); a decline changes nothing.
 * A payment that reaches a loan already closed is returned whole, and the part of one that is more than the payoff is
 * returned: a refund entry on the payment, never money silently kept. Whether it posted.
 */
async function postOne(
  db: Database,
  deps: PostingDeps,
  payment: PaymentRow,
  afterMs: number,
  changes: ChangeFeed | null,
  now: Date,
): Promise<boolean> {
  if (now.getTime() - payment.createdAt.getTime() < afterMs) return false;
  // Not answering, the processor leaves the payment pending: its job or the sweep asks again.
  const { declineReason } = await chargeOf(deps, payment);
  const loanNumber = await db.transaction(async (tx) => {
    const held = await claimForPosting(tx, payment);
    if (!held) return null;
    const { loan, claimed } = held;
    const settle = (set: Partial<PaymentRow>) =>
      settlePayment(tx, claimed.id, { ...set, postedAt: now, cardTokenSealed: null });
    if (declineReason || claimed.declineReason) {
      await settle({ status: 'DECLINED', declineReason: declineReason ?? claimed.declineReason });
    } else if (loan.status !== 'OPEN') {
      await settle({ status: 'RETURNED', refundCents: claimed.amountCents });
    } else {
      const today = easternDate(now);
      const applied = Math.min(claimed.amountCents, loanFigures(forFigures(loan), today).payoff);
      const { schedule, settled } = applyPayment(forFigures(loan), applied, today);
      await settle({ status: 'POSTED', refundCents: claimed.amountCents - applied });
      await updateLoan(
        tx,
        loan.id,
        settled
          ? { schedule, status: 'CLOSED', systemState: 'PAID_IN_FULL', closedAt: now, rescindUntil: null }
          : { schedule },
      );
    }
    return loan.loanNumber;
  });
  if (loanNumber) changes?.publish('loan', loanNumber);
  return !!loanNumber;
}

/** Posts every payment pending for at least `afterMs` (the sweep, and the tests' hook); how many posted. */
export async function postDue(
  db: Database,
  deps: PostingDeps,
  afterMs: number,
  changes: ChangeFeed | null = null,
  now = new Date(),
): Promise<number> {
  let posted = 0;
  for (const payment of await pendingPayments(db)) {
    try {
      if (await postOne(db, deps, payment, afterMs, changes, now)) posted += 1;
    } catch (error) {
      // One payment the card processor cannot charge now waits for the next sweep; the others post.
      if (!(error instanceof CardServiceUnavailable)) throw error;
    }
  }
  return posted;
}

/** The job of one payment: posted when due; a payment not yet due asks for its job again at its time. */
export async function postPayment(
  db: Database,
  deps: PaymentDeps,
  changes: ChangeFeed | null,
  paymentId: string,
  now = new Date(),
): Promise<boolean> {
  const payment = await pendingPayment(db, paymentId);
  if (!payment) return false;
  if (now.getTime() - payment.createdAt.getTime() < deps.afterMs) {
    await deps.postAt(payment.id, new Date(payment.createdAt.getTime() + deps.afterMs));
    return false;
  }
  return postOne(db, deps, payment, deps.afterMs, changes, now);
}
