// Step 3's form values: the saved income (the wire's shape, applicationInputs.ts) as the form shows it: dates as
// mm/dd/yyyy, amounts with their cents; empty when nothing is saved.
import type { ApplicationRecord } from '../applicationEndpoints';
import { incomeFormOf } from '../../../lib/validation/applicationInputs';
import { toUsDate as usDate } from '../../../lib/validation/applicationDates';

/** Incomes saved before the benefit incomes were chosen by name (S, D) are shown as those names. */
const BY_NAME: Readonly<Record<string, string>> = { S: 'SOCIAL_SECURITY', D: 'DISABILITY' };

const withCents = (amount: string) => (amount === '' ? '' : Number(amount).toFixed(2));

export function incomeValues(record: ApplicationRecord | null) {
  const form = incomeFormOf(record?.incomeInformation);
  return {
    ...form,
    type: BY_NAME[form.type] ?? form.type,
    employmentHireDate: usDate(form.employmentHireDate),
    nextPaymentDate: usDate(form.nextPaymentDate),
    amountGross: withCents(form.amountGross),
    amountNet: withCents(form.amountNet),
  };
}

export type IncomeValues = ReturnType<typeof incomeValues>;
