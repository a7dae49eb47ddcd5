// Step 3's form values: empty, or the saved income with dates shown as mm/dd/yyyy.
import type { ApplicationRecord } from '../applicationEndpoints';
import { toUsDate as usDate } from '../../../lib/validation/applicationDates';

/** Incomes saved before the benefit incomes were chosen by name (S, D) are shown as those names. */
const BY_NAME: Readonly<Record<string, string>> = { S: 'SOCIAL_SECURITY', D: 'DISABILITY' };

const amount = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(2));

export function incomeValues(record: ApplicationRecord | null) {
  const income = record?.incomeInformation;
  return {
    type: income?.type ? (BY_NAME[income.type] ?? income.type) : '',
    employerName: income?.employer?.name ?? '',
    workPhone: income?.employer?.workPhone ?? '',
    workExtension: income?.employer?.workExtension ?? '',
    jobTitle: income?.jobTitle ?? '',
    employmentHireDate: usDate(income?.employmentHireDate),
    paymentFrequency: income?.paymentFrequency ?? '',
    nextPaymentDate: usDate(income?.nextPaymentDate),
    paymentDayOfWeek: income?.paymentDayOfWeek ?? '',
    paymentMethod: income?.paymentMethod ?? '',
    amountGross: amount(income?.amountGross),
    amountNet: amount(income?.amountNet),
    jobShift: income?.jobShift ?? '',
    isPrimaryIncome: income?.isPrimaryIncome ?? true,
  };
}

export type IncomeValues = ReturnType<typeof incomeValues>;
