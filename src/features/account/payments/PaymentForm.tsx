// The payment form: how much, how, and the card when paying by card. One press of the button sends one payment: the
// button is disabled while it is sent, and the request carries a key made for this payment, kept for a retry of the
// same details (the server then returns the payment already taken) and renewed when anything is changed. The card is
// typed in the card processor's frame (CardFrame): the press asks the frame for its token, and only the token is sent.
import { useFormikContext } from 'formik';
import { useRef, type RefObject } from 'react';
import { CardFrame, useCardToken, type CardFrameHandle } from '../../../components/cardFrame/CardFrame';
import { Form } from '../../../components/form/Form';
import { CurrencyField } from '../../../components/form/CurrencyField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { formatUsd } from '../../../lib/rules/money';
import { toUsDate } from '../../../lib/validation/applicationDates';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';
import { amountChoices, amountOf, PAYMENT_FORM_TEXT, paymentSchema, type PaymentValues } from './paymentForm';
import { paymentSubmitted, selectPayment } from './paymentSlice';

const INITIAL: PaymentValues = {
  amountType: '',
  otherAmount: '',
  method: '',
};

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;

/** The card processor's frame; if it does not answer, paying from the bank account on file is offered instead. */
function PaymentCardFrame({
  frame,
  hasBank,
  onChange,
}: {
  frame: RefObject<CardFrameHandle | null>;
  hasBank: boolean;
  onChange: () => void;
}) {
  const { setFieldValue } = useFormikContext<PaymentValues>();
  return (
    <CardFrame
      ref={frame}
      onChange={onChange}
      fallback={
        hasBank ? { label: PAYMENT_FORM_TEXT.payByBank, choose: () => void setFieldValue('method', 'BANK') } : null
      }
    />
  );
}

export function PaymentForm({ loan }: { loan: AccountLoan }) {
  const dispatch = useAppDispatch();
  const { phase, message } = useAppSelector(selectPayment);
  const key = useRef<string | null>(null);
  const { frame: cardFrame, tokenizing, withToken } = useCardToken();
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
      submitting={phase === 'sending' || tokenizing}
      error={phase === 'failed' ? message : null}
      onChange={() => {
        key.current = null;
      }}
      onSubmit={(values) => {
        const amount = amountOf(loan, values);
        const amountType = values.amountType;
        const method = values.method;
        if (amount === null || !amountType || !method || tokenizing) return;
        const pay = (cardToken: string | null) => {
          key.current ??= newKey();
          dispatch(
            paymentSubmitted({
              loanNumber: loan.loanNumber,
              amountType,
              amount,
              method,
              cardToken,
              idempotencyKey: key.current,
            }),
          );
        };
        if (method !== 'CARD') return pay(null);
        withToken(pay);
      }}
    >
      {(values) => {
        const amount = amountOf(loan, values);
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
                <PaymentCardFrame
                  frame={cardFrame}
                  hasBank={!!bank}
                  onChange={() => {
                    key.current = null;
                  }}
                />
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
