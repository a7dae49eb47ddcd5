// Loans, their payments made online and the ledger of where an origination sent the money. Change a table here, then
// `npm run db:generate` writes the next versioned migration into server/db/migrations.
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type StoredChannel, type StoredLoanKind, applications } from './applications';
import { customers, type CustomerId } from './customers';

export type StoredLoanStatus = 'OPEN' | 'CLOSED' | 'VOID';
export type StoredLoanSystemState = (typeof LOAN_SYSTEM_STATES)[number];
/**
 * REPAYING: paid as scheduled. DEFAULT: payments missed past the grace period. CHARGED_OFF: written off (collection
 * goes on). BANKRUPTCY: the borrower filed (the automatic stay: nothing is asked of them). PAID_IN_FULL, REFINANCED,
 * CONVERTED: closed by payment or by a new loan. RESCINDED: cancelled in the right-to-cancel window. VOIDED: made in
 * error and cancelled by the lender.
 */
export const LOAN_SYSTEM_STATES = [
  'REPAYING',
  'DEFAULT',
  'CHARGED_OFF',
  'BANKRUPTCY',
  'PAID_IN_FULL',
  'REFINANCED',
  'CONVERTED',
  'RESCINDED',
  'VOIDED',
] as const;

/** One payment of a loan's schedule, in cents, and how much of it has been paid. */
export interface StoredInstallment {
  installmentNumber: number;
  dueDate: string;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  paidCents: number;
}

/**
 * Loans (account-access spec 3): each borrower's loans as the servicing system keeps them. An online loan comes from
 * its application when it is originated (`applicationId`: its documents are that application's agreements); seeded
 * loans stand for the servicing systems' history. Money is in cents.
 */
export const loans = pgTable(
  'loans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanNumber: text('loan_number').notNull().unique(),
    customerId: uuid('customer_id')
      .$type<CustomerId>()
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    kind: text('kind').$type<StoredLoanKind>().notNull().default('STANDARD'),
    status: text('status').$type<StoredLoanStatus>().notNull(),
    systemState: text('system_state').$type<StoredLoanSystemState>().notNull(),
    sourceSystem: text('source_system').notNull(),
    channel: text('channel').$type<StoredChannel>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The disclosed APR, in percent (192.77). */
    apr: doublePrecision('apr').notNull(),
    financeChargeCents: integer('finance_charge_cents').notNull(),
    paymentFrequency: text('payment_frequency').notNull(),
    schedule: jsonb('schedule').$type<StoredInstallment[]>().notNull(),
    originatedAt: timestamp('originated_at', { withTimezone: true }).notNull(),
    /** The end of the right to cancel (5:00 pm Eastern on the business day after the money is sent). */
    rescindUntil: timestamp('rescind_until', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The bank account the loan was paid to, which payments may come from (its bank and last four digits only). */
    repaymentAccount: jsonb('repayment_account').$type<{ bankName: string; last4: string }>(),
  },
  (table) => [index('loans_customer').on(table.customerId, table.brand)],
);

/**
 * Payments made on the portal: one row per payment the borrower asked for, unique per loan and idempotency key (the
 * page's key for one press of Pay: a double click or a retried request finds the same row). Only a card's last four
 * digits and brand are kept; the number and CVV never are.
 */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .$type<CustomerId>()
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    amountType: text('amount_type').notNull(),
    method: text('method').$type<'BANK' | 'CARD'>().notNull(),
    accountLast4: text('account_last4').notNull(),
    cardBrand: text('card_brand'),
    /** RETURNED: the processor's posting found the loan closed, so the whole amount went back to the payer. */
    status: text('status').$type<'PENDING' | 'POSTED' | 'DECLINED' | 'RETURNED'>().notNull(),
    /** What of the amount went back to the payer (a refund entry): all of it when RETURNED, the excess over the payoff when posted. */
    refundCents: integer('refund_cents').notNull().default(0),
    reference: text('reference').notNull().unique(),
    declineReason: text('decline_reason'),
    /**
     * A card payment's single-use token from the card processor's frame (never the card), sealed like the bank's
     * secrets, until the posting charges it; cleared when the payment is settled.
     */
    cardTokenSealed: text('card_token_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('loan_payments_idempotency').on(table.loanId, table.idempotencyKey)],
);

/**
 * The loan ledger's entries of a conversion or refinance (issue 31): what the money did when a signed replacement
 * closed a payday loan and made the new one (server/domain/loans/replacementLedger.ts). One entry per operation (the
 * application), loan, kind and party: the same origination recorded twice makes one set.
 */
export const loanLedgerEntries = pgTable(
  'loan_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    operationId: uuid('operation_id').notNull(),
    kind: text('kind').$type<'FEE' | 'PRINCIPAL' | 'PAYOFF' | 'CASH_OUT'>().notNull(),
    party: text('party').$type<'BANK' | 'CARD' | 'LOAN'>().notNull(),
    /** The bank account's or card's last four digits, or the other loan's number. */
    partyRef: text('party_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('loan_ledger_once').on(table.operationId, table.loanId, table.kind, table.party)],
);

/**
 * Card tokens the portal has taken (issue 68): a token is bound, at its first use, to the customer who used it and to
 * what for (a payment of one loan under one key, or the funding of one application), by its SHA-256 (the token itself
 * is kept only sealed, with the payment). Anyone else's use of it, or a use for anything else, is refused at once.
 */
export const cardTokenClaims = pgTable('card_token_claims', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: uuid('customer_id').$type<CustomerId>().notNull(),
  /** What the token was taken for: `payment:<loan number>:<idempotency key>` or `funding:<application id>`. */
  purpose: text('purpose').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
