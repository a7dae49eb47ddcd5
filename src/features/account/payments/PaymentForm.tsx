// The payment form: how much, how, and the card when paying by card. One press of the button sends one payment: the
// button is disabled while it is sent, and the request carries a key made for this payment, kept for a retry of the
// same details (the server then returns the payment already taken) and renewed when anything is changed.
import { useRef } from 'react';
import { Form } from '../../../components/form/Form';
import { CurrencyField } from '../../../components/form/CurrencyField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { TextField } from '../../../components/form/TextField';
import { formatUsd } from '../../../lib/money';
import { toUsDate } from '../../../lib/validation/applicationDates';
import { cardDigits, cardNetwork } from '../../../lib/validation/cardSchema';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';
import { amountChoices, amountOf, paymentSchema, type PaymentValues } from './paymentForm';
import { paymentSubmitted, selectPayment } from './paymentSlice';

const INITIAL: PaymentValues = {
  amountType: '',
  otherAmount: '',
  method: '',
  nameOnCard: '',
  number: '',
  expiry: '',
  cvv: '',
  zipCode: '',
};

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;

export function PaymentForm({ loan }: { loan: AccountLoan }) {
  const dispatch = useAppDispatch();
  const { phase, message } = useAppSelector(selectPayment);
  const key = useRef<string | null>(null);
  const choices = amountChoices(loan);
  const bank = loan.repaymentAccount;
  const methods = [
    ...(bank ? [{ value: 'BANK', label: `My bank account: ${bank.bankName} ending ${bank.last4}` }] : []),
    { value: 'CARD', label: 'A debit card' },
  ];
  const schema = paymentSchema(loan);
  return (
    <Form<PaymentValues>
      schema={schema}
      initialValues={{ ...INITIAL, method: bank ? '' : 'CARD' }}
      submitLabel="Make payment"
      submittingLabel="Paying..."
      submitting={phase === 'sending'}
      error={phase === 'failed' ? message : null}
      onChange={() => {
        key.current = null;
      }}
      onSubmit={(values) => {
        const amount = amountOf(loan, values);
        if (amount === null || !values.amountType || !values.method) return;
        key.current ??= newKey();
        dispatch(
          paymentSubmitted({
            loanNumber: loan.loanNumber,
            amountType: values.amountType,
            amount,
            method: values.method,
            card:
              values.method === 'CARD'
                ? {
                    nameOnCard: values.nameOnCard.trim(),
                    number: cardDigits(values.number),
                    expiry: values.expiry,
                    cvv: values.cvv,
                    zipCode: values.zipCode,
                  }
                : null,
            idempotencyKey: key.current,
          }),
        );
      }}
    >
      {(values) => {
        const amount = amountOf(loan, values);
        const network = values.method === 'CARD' ? cardNetwork(values.number) : null;
        return (
          <>
            <RadioGroupField
              name="amountType"
              legend="How much would you like to pay?"
              options={choices.map((choice) => ({
                value: choice.type,
                label:
                  choice.amount === null
                    ? choice.label
                    : `${choice.label}: ${formatUsd(choice.amount)}${choice.type === 'nextPaymentAmount' && loan.nextPaymentDate ? `, due ${toUsDate(loan.nextPaymentDate)}` : ''}`,
              }))}
            />
            {values.amountType === 'otherPaymentAmount' && (
              <CurrencyField
                name="otherAmount"
                label="Amount to pay"
                hint={`From $1.00 up to the payoff of ${formatUsd(loan.payoffAmount)}.`}
              />
            )}
            <RadioGroupField name="method" legend="How would you like to pay?" options={methods} />
            {values.method === 'CARD' && (
              <fieldset className={styles.card}>
                <legend>Your debit card</legend>
                <p className={styles.muted}>
                  We use your card for this payment only; we never keep its number or security code.
                </p>
                <TextField name="nameOnCard" label="Name on card" autoComplete="cc-name" />
                <TextField
                  name="number"
                  label="Card number"
                  autoComplete="cc-number"
                  inputMode="numeric"
                  hint={network ? `${network} card` : undefined}
                />
                <div className={styles.cardRow}>
                  <TextField
                    name="expiry"
                    label="Expiry (MM/YY)"
                    autoComplete="cc-exp"
                    inputMode="numeric"
                    placeholder="MM/YY"
                  />
                  <TextField name="cvv" label="Security code" autoComplete="cc-csc" inputMode="numeric" />
                  <TextField
                    name="zipCode"
                    label="Billing ZIP code"
                    autoComplete="billing postal-code"
                    inputMode="numeric"
                  />
                </div>
              </fieldset>
            )}
            {amount !== null && values.method && (
              <p className={styles.summary} aria-live="polite">
                You are paying <strong>{formatUsd(amount)}</strong> on loan {loan.loanNumber}{' '}
                {values.method === 'BANK' && bank
                  ? `from ${bank.bankName} ending ${bank.last4}`
                  : 'with your debit card'}
                .
              </p>
            )}
          </>
        );
      }}
    </Form>
  );
}
