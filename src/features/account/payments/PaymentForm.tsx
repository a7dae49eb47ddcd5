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
import { useFormats } from '../../../i18n/useFormats';
import { useTexts } from '../../../i18n/useTexts';
import { Trans } from '@lingui/react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';
import { amountChoices, amountOf, PAYMENT_FORM_TEXT, paymentSchema, type PaymentValues } from './paymentForm';
import { paymentSubmitted, selectPayment } from './paymentSlice';
import { accountTexts, type AccountText } from '../texts/catalog';

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
  const text = useTexts<AccountText>(accountTexts);
  const { money, date } = useFormats();
  const choices = amountChoices(loan);
  const bank = loan.repaymentAccount;
  const methods = [
    ...(bank
      ? [{ value: 'BANK', label: text('payment.bankAccount', { bank: bank.bankName, last4: bank.last4 }) }]
      : []),
    { value: 'CARD', label: text('payment.debitCard') },
  ];
  const schema = paymentSchema(loan, text('payment.overPayoff', { payoff: money(loan.payoffAmount) }));
  const choiceLabel = ({ type, amount }: (typeof choices)[number]) => {
    const choice = text(`payment.choice.${type}`);
    if (amount === null) return choice;
    return type === 'nextPaymentAmount' && loan.nextPaymentDate
      ? text('payment.choiceAmountDue', { choice, amount: money(amount), date: date(loan.nextPaymentDate) })
      : text('payment.choiceAmount', { choice, amount: money(amount) });
  };
  return (
    <Form<PaymentValues>
      schema={schema}
      initialValues={{ ...INITIAL, method: bank ? '' : 'CARD' }}
      submitLabel={text('payment.submit')}
      submittingLabel={text('payment.submitting')}
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
              legend={text('payment.howMuch')}
              options={choices.map((choice) => ({ value: choice.type, label: choiceLabel(choice) }))}
            />
            {values.amountType === 'otherPaymentAmount' && (
              <CurrencyField
                name="otherAmount"
                label={text('payment.amount')}
                hint={text('payment.amountHint', { payoff: money(loan.payoffAmount) })}
              />
            )}
            <RadioGroupField name="method" legend={text('payment.how')} options={methods} />
            {values.method === 'CARD' && (
              <fieldset className={styles.card}>
                <legend>{text('payment.card')}</legend>
                <p className={styles.muted}>{text('payment.cardUse')}</p>
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
                {values.method === 'BANK' && bank ? (
                  <Trans
                    id="payment.payingFromBank"
                    values={{ amount: money(amount), loan: loan.loanNumber, bank: bank.bankName, last4: bank.last4 }}
                    components={{ 0: <strong /> }}
                  />
                ) : (
                  <Trans
                    id="payment.payingWithCard"
                    values={{ amount: money(amount), loan: loan.loanNumber }}
                    components={{ 0: <strong /> }}
                  />
                )}
              </p>
            )}
          </>
        );
      }}
    </Form>
  );
}
