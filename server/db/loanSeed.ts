// Seeds the personas' loans (tests/fixtures/personas.json `loans`), made relative to the day they are seeded (a new
// database, or `npm run reset`: seedAll.ts) so "two payments made, one missed" holds from that day. A loan's schedule
// comes from the shared loan-terms rule, as an originated application's does; a reset forgets the payments made since.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import type { StoredLoanKind } from './schema/applications';
import { LOAN_SYSTEM_STATES, loanPayments, loans } from './schema/loans';
import { oneOf, type Persona, type SeedLoan } from './seed';
import { rescissionEnd, scheduleInCents, sourceSystemOf } from '../domain/loans/loanOrigination';
import { customerIdOf } from '../domain/customers/customerRepository';
import { toCents } from '../../src/lib/rules/money';
import { easternDate } from '../../src/lib/rules/easternTime';
import { addDays, loanTerms } from '../../src/lib/rules/loanTerms';
import type { CustomerId } from './schema/customers';

const LOAN_KINDS: readonly StoredLoanKind[] = ['STANDARD', 'CONVERSION', 'REFINANCE', 'EPP'];

/** A seeded loan's row for its owner (their customer record's id), on their brand. */
export function loanRow(owner: { customerId: CustomerId; brand: string }, seed: SeedLoan, now: Date) {
  const originatedAt = new Date(now.getTime() - seed.originatedDaysAgo * 86_400_000);
  const originatedOn = easternDate(originatedAt);
  const today = easternDate(now);
  const channel = seed.channel ?? 'ONLINE';
  const terms = loanTerms({
    productCode: seed.productCode,
    apr: seed.apr,
    amount: seed.amount,
    termMonths: seed.termMonths ?? 0,
    paymentFrequency: seed.paymentFrequency ?? 'BI',
    nextPayDate: addDays(originatedOn, 14),
    today: originatedOn,
  });
  const schedule = scheduleInCents(terms);
  const due = schedule.filter((installment) => installment.dueDate < today).length;
  const paidThrough = seed.status === 'CLOSED' ? schedule.length : due - (seed.missedPayments ?? 0);
  const closedAt =
    seed.status === 'OPEN'
      ? null
      : new Date(Math.min(now.getTime(), Date.parse(`${schedule.at(-1)?.dueDate ?? originatedOn}T17:00:00Z`)));
  return {
    loanNumber: seed.loanNumber,
    customerId: owner.customerId,
    brand: owner.brand,
    applicationId: null,
    productCode: seed.productCode,
    kind: oneOf(LOAN_KINDS, seed.kind ?? 'STANDARD', 'loans.kind'),
    status: seed.status,
    systemState: oneOf(LOAN_SYSTEM_STATES, seed.systemState, 'loans.systemState'),
    sourceSystem: seed.sourceSystem ?? sourceSystemOf(owner.brand, channel),
    channel,
    amountCents: toCents(terms.loanAmount),
    apr: terms.apr,
    financeChargeCents: toCents(terms.financeCharge),
    paymentFrequency: terms.paymentFrequency,
    schedule: schedule.map((installment, index) => ({
      ...installment,
      paidCents: index < paidThrough ? installment.paymentCents : 0,
    })),
    originatedAt,
    rescindUntil: rescissionEnd(originatedAt),
    closedAt,
    repaymentAccount: seed.bank === false ? null : { bankName: 'Buckeye Community Bank', last4: '3456' },
  };
}

/**
 * The personas' loans. `refresh`: as the fixture has them, their payments gone (a new database, or `npm run reset`);
 * otherwise only the loans missing are added, and the payments people made are kept.
 */
export async function seedLoans(
  db: Database,
  personas: Persona[],
  now = new Date(),
  { refresh }: { refresh: boolean } = { refresh: true },
): Promise<void> {
  for (const persona of personas) {
    if (!persona.loans?.length) continue;
    const customerId = await customerIdOf(db, persona.email);
    if (!customerId) throw new Error(`tests/fixtures/personas.json: ${persona.email} has loans but no customer record`);
    const rows = persona.loans.map((seed) => loanRow({ customerId, brand: persona.brand }, seed, now));
    if (!refresh) {
      await db.insert(loans).values(rows).onConflictDoNothing({ target: loans.loanNumber });
      continue;
    }
    const kept = await db
      .select({ id: loans.id })
      .from(loans)
      .where(
        inArray(
          loans.loanNumber,
          rows.map((row) => row.loanNumber),
        ),
      );
    if (kept.length)
      await db.delete(loanPayments).where(
        inArray(
          loanPayments.loanId,
          kept.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      await db.delete(loans).where(eq(loans.loanNumber, row.loanNumber));
      await db.insert(loans).values(row);
    }
  }
}
