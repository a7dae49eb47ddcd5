// How often instalments fall (application spec 9), one table for the loan terms, the conversion figures, the Truth in
// Lending box and the footers' representative examples: days between payments, payments in a year (a term of months
// makes months × paymentsPerYear ÷ 12 of them) and Appendix J's unit-periods in a year for the APR.
import type { UnitPeriod } from './actuarialApr';

export type PaymentFrequency = 'WK' | 'BI' | 'BIM' | 'MON';

export const FREQUENCY: Record<PaymentFrequency, UnitPeriod & { paymentsPerYear: number; label: string }> = {
  WK: { days: 7, perYear: 52, paymentsPerYear: 52, label: 'weekly' },
  BI: { days: 14, perYear: 26, paymentsPerYear: 26, label: 'every two weeks' },
  BIM: { days: 15, perYear: 365 / 15, paymentsPerYear: 24, label: 'twice a month' },
  MON: { days: 30, perYear: 365 / 30, paymentsPerYear: 12, label: 'monthly' },
};
