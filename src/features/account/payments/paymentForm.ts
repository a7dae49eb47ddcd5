// The payment form's values and rules: how much (one of the payment amount types of application spec 3.12, or another
// amount of at least $1.00 and at most the payoff, typed as currency), and how (the bank account on file, or a debit
// card, typed in the card processor's frame and checked there).
import { object, string } from 'yup';
import { MINIMUM_PAYMENT_CENTS, PAYMENT_MESSAGES } from '../../../lib/rules/payments';
import type { AccountLoan } from '../accountEndpoints';

export type AmountType =
  'nextPaymentAmount' | 'pastDueAmount' | 'totalAmountDue' | 'payoffAmount' | 'otherPaymentAmount';

export interface PaymentValues {
  amountType: AmountType | '';
  otherAmount: string;
  method: 'BANK' | 'CARD' | '';
}

export const PAYMENT_FORM_TEXT = {
  amountType: 'Choose how much to pay',
  otherAmount: 'Enter the amount to pay',
  minimum: PAYMENT_MESSAGES.minimum,
  method: 'Choose how to pay',
  payByBank: 'Pay from my bank account instead',
} as const;

/** The amount types a loan offers now, each with its amount (only those with something due; the payoff always). */
export function amountChoices(loan: AccountLoan): { type: AmountType; amount: number | null }[] {
  const choices: { type: AmountType; amount: number | null }[] = [];
  if (loan.nextPaymentAmount > 0) choices.push({ type: 'nextPaymentAmount', amount: loan.nextPaymentAmount });
  if (loan.pastDueAmount > 0) choices.push({ type: 'pastDueAmount', amount: loan.pastDueAmount });
  if (loan.pastDueAmount > 0 && loan.totalAmountDue > 0)
    choices.push({ type: 'totalAmountDue', amount: loan.totalAmountDue });
  choices.push({ type: 'payoffAmount', amount: loan.payoffAmount });
  choices.push({ type: 'otherPaymentAmount', amount: null });
  return choices;
}

/**
 * The form's rules. Each message is the specification's English (shown in the page's language by its English), but
 * the one over the payoff, which holds the loan's payoff: `overPayoff` is it in the page's language
 * (`You can pay at most the payoff amount of $1,012.12` in English).
 */
export function paymentSchema(loan: AccountLoan, overPayoff: string) {
  return object({
    amountType: string().required(PAYMENT_FORM_TEXT.amountType),
    otherAmount: string().when('amountType', {
      is: 'otherPaymentAmount',
      then: (schema) =>
        schema
          .required(PAYMENT_FORM_TEXT.otherAmount)
          .test(
            'minimum',
            PAYMENT_FORM_TEXT.minimum,
            (value) => Math.round(Number(value) * 100) >= MINIMUM_PAYMENT_CENTS,
          )
          .test(
            'payoff',
            overPayoff,
            (value) => Math.round(Number(value) * 100) <= Math.round(loan.payoffAmount * 100),
          ),
    }),
    method: string().required(PAYMENT_FORM_TEXT.method),
  });
}

/** The amount the form will pay, in dollars (null while it is not known). */
export function amountOf(loan: AccountLoan, values: PaymentValues): number | null {
  if (values.amountType === 'otherPaymentAmount')
    return values.otherAmount ? Math.round(Number(values.otherAmount) * 100) / 100 : null;
  return amountChoices(loan).find((choice) => choice.type === values.amountType)?.amount ?? null;
}
