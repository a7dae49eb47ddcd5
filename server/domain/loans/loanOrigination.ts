// The loan an originated application makes (the application issue's funded loan becomes the account's loan): its
// schedule in cents from the figures the borrower signed, serviced where the brand's loans are, with the right to
// cancel until 5:00 pm Eastern on the business day after the money is sent (the loan agreement's words).
import { isBankPartner } from '../../../brands/index';
import type { StoredChannel } from '../../db/schema/applications';
import type { StoredInstallment, loans } from '../../db/schema/loans';
import type { ApplicationRow } from '../application/applicationRepository';
import { toCents } from '../../../src/lib/rules/money';
import { addBusinessDays } from '../../../src/lib/rules/businessDays';
import { easternDate, easternInstant } from '../../../src/lib/rules/easternTime';
import type { LoanTerms } from '../../../src/lib/rules/loanTerms';

/** Where a brand's loans are serviced: the bank brand's in LoanPro, store loans in QFund, other online loans in Connections. */
export function sourceSystemOf(brand: string, channel: StoredChannel): string {
  if (isBankPartner(brand)) return 'LOANPRO';
  return channel === 'RETAIL' ? 'QFUND' : 'CONNECTIONS';
}

/** The end of the right to cancel of a loan funded at `fundedAt`. */
export const rescissionEnd = (fundedAt: Date) => easternInstant(addBusinessDays(easternDate(fundedAt), 1), 17);

export function scheduleInCents(terms: LoanTerms): StoredInstallment[] {
  return terms.paymentSchedule.map((payment) => ({
    installmentNumber: payment.installmentNumber,
    dueDate: payment.dueDate,
    paymentCents: toCents(payment.paymentAmount),
    principalCents: toCents(payment.principal),
    interestCents: toCents(payment.interest),
    paidCents: 0,
  }));
}

/** The loan row of an application originated at `now`; null when it has no priced loan (a store loan is made at the store). */
export function loanOfApplication(row: ApplicationRow, now: Date): typeof loans.$inferInsert | null {
  const loan = row.loan;
  if (!loan?.terms) return null;
  return {
    loanNumber: loan.loanNumber,
    customerId: row.customerId,
    brand: row.brand,
    applicationId: row.id,
    productCode: loan.productCode,
    kind: row.kind,
    status: 'OPEN',
    systemState: 'REPAYING',
    sourceSystem: sourceSystemOf(row.brand, loan.channel),
    channel: loan.channel,
    amountCents: toCents(loan.terms.loanAmount),
    apr: loan.terms.apr,
    financeChargeCents: toCents(loan.terms.financeCharge),
    paymentFrequency: loan.terms.paymentFrequency,
    schedule: scheduleInCents(loan.terms),
    originatedAt: now,
    rescindUntil: rescissionEnd(now),
    repaymentAccount: row.bank ? { bankName: row.bank.bankName, last4: row.bank.accountLast4 } : null,
  };
}
