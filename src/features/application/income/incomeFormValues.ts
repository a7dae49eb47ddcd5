// Step 3's form values: the saved income (the wire's shape, applicationInputs.ts) as the form shows it: dates as
// mm/dd/yyyy, amounts with their cents; empty where nothing is saved.
import type { ApplicationRecord } from '../applicationEndpoints';
import type { IncomeForm } from '../../../lib/validation/applicationInputs';
import { toUsDate as usDate } from '../../../lib/rules/usDate';

/** Incomes saved before the benefit incomes were chosen by name (S, D) are shown as those names. */
const BY_NAME: Readonly<Record<string, string>> = { S: 'SOCIAL_SECURITY', D: 'DISABILITY' };

const withCents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : amount.toFixed(2);

export function incomeValues(record: ApplicationRecord | null) {
  const saved = record?.incomeInformation;
  const type = saved?.type ?? '';
  return {
    type: BY_NAME[type] ?? type,
    employerName: saved?.employer?.name ?? '',
    workPhone: saved?.employer?.workPhone ?? '',
    workExtension: saved?.employer?.workExtension ?? '',
    jobTitle: saved?.jobTitle ?? '',
    employmentHireDate: usDate(saved?.employmentHireDate),
    paymentFrequency: saved?.paymentFrequency ?? '',
    nextPaymentDate: usDate(saved?.nextPaymentDate),
    paymentDayOfWeek: saved?.paymentDayOfWeek ?? '',
    paymentMethod: saved?.paymentMethod ?? '',
    amountGross: withCents(saved?.amountGross),
    amountNet: withCents(saved?.amountNet),
    jobShift: saved?.jobShift ?? '',
    isPrimaryIncome: saved?.isPrimaryIncome ?? true,
  } satisfies IncomeForm;
}

export type IncomeValues = ReturnType<typeof incomeValues>;
