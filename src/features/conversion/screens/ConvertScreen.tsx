// /loan/conversion/convert: 'Loading loan options', then the amount on a slider (minimum to maximum by the interval,
// starting at the middle step; the arrow keys, Page Up/Down, Home and End move it and the amount is announced), the
// new loan's APR as Regulation Z counts it from its whole schedule and its finance charge (first, and more conspicuous
// than the rest), the payment each period, the number of payments, the first payment's date, the rate offered (the
// spec's APR: the rate x100), the first 7 payments, the loan summary, and Continue. Figures by
// the spec's formulas in cents (src/lib/rules/conversionMath.ts).
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { ScheduleTable } from '../../../components/ScheduleTable';
import { formatCents, formatPercent, formatUsd, toCents, toDollars } from '../../../lib/rules/money';
import { aprPercent, convertQuote, middleStep } from '../../../lib/rules/conversionMath';
import { toUsDate } from '../../../lib/rules/usDate';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useConvertLoanDetailsQuery, type ConvertDetails } from '../conversionEndpoints';
import { continueRequested, selectConversion } from '../conversionSlice';
import { ContinueActions, DetailsPage, useCustomerCode } from './DetailsPage';
import styles from './conversion.module.scss';

export const CONVERT_TEXT = { loading: 'Loading loan options', title: 'Convert into Installment Loan' } as const;

const PAYMENT_LABEL: Record<ConvertDetails['paymentFrequency'], string> = {
  WK: 'Weekly payment',
  BI: 'Bi-weekly payment',
  BIM: 'Semi-monthly payment',
  MON: 'Monthly payment',
};

function Converter({ details }: { details: ConvertDetails }) {
  const dispatch = useAppDispatch();
  const { message } = useAppSelector(selectConversion);
  const range = {
    minimum: toCents(details.minimum),
    maximum: toCents(details.maximum),
    interval: toCents(details.interval),
  };
  const [amount, setAmount] = useState(() => middleStep(range));
  const quote = convertQuote(amount, {
    apr: details.apr,
    numberOfPayments: details.numberOfPayments,
    paymentFrequency: details.paymentFrequency,
    loanDate: details.loanDate,
    newDueDate: details.newDueDate,
    payoff: toCents(details.payoffAmount),
  });
  return (
    <>
      <p className={styles.lead}>
        Your payday loan {details.loanNumber} ({formatUsd(details.loanAmount)} and a fee of{' '}
        {formatUsd(details.loanFeeAmount)}, due {toUsDate(details.loanDueDate)}) is paid off by a new installment loan.
        Choose how much to borrow: what is left after the payoff of {formatUsd(details.payoffAmount)} is sent to you.
      </p>
      {message && <Alert tone="error">{message}</Alert>}
      <label className={styles.label} htmlFor="convert-amount">
        Loan amount
      </label>
      <p className={styles.amount} aria-hidden="true">
        {formatCents(amount)}
      </p>
      <input
        id="convert-amount"
        className={styles.slider}
        type="range"
        min={range.minimum}
        max={range.maximum}
        step={range.interval}
        value={amount}
        aria-valuetext={formatCents(amount)}
        onChange={(event) => setAmount(Number(event.target.value))}
      />
      <div className={styles.sliderEnds} aria-hidden="true">
        <span>{formatCents(range.minimum)}</span>
        <span>{formatCents(range.maximum)}</span>
      </div>
      {/* The APR and the finance charge first, and more conspicuous than any other figure (Regulation Z 1026.17(a)(2)
          and 1026.18): the rate offered comes last, in the plain style of the other figures. */}
      <dl className={styles.keyTerms} aria-live="polite">
        <div>
          <dt>APR</dt>
          <dd>{formatPercent(quote.disclosedApr)}</dd>
          <dd className={styles.keyTermNote}>The cost of your credit as a yearly rate</dd>
        </div>
        <div>
          <dt>Finance charge</dt>
          <dd>{formatCents(quote.financeCharge)}</dd>
          <dd className={styles.keyTermNote}>The dollar amount the credit will cost you</dd>
        </div>
      </dl>
      <dl className={styles.figures} aria-live="polite">
        <div>
          <dt>{PAYMENT_LABEL[details.paymentFrequency]}</dt>
          <dd>{formatCents(quote.paymentAmount)}</dd>
        </div>
        <div>
          <dt>Number of payments</dt>
          <dd>{details.numberOfPayments}</dd>
        </div>
        <div>
          <dt>First payment</dt>
          <dd>{toUsDate(details.newDueDate)}</dd>
        </div>
        <div className={styles.lesser}>
          <dt>Rate offered</dt>
          <dd>{formatPercent(aprPercent(details.apr))}</dd>
        </div>
      </dl>
      <ScheduleTable
        rows={quote.schedule.map((row, index) => ({
          installmentNumber: index + 1,
          dueDate: row.dueDate,
          paymentAmount: toDollars(row.paymentAmount),
          principal: toDollars(row.principle),
          interest: toDollars(row.interest),
          balance: toDollars(row.balance),
        }))}
        label="Payment schedule"
        caption={
          <>
            Payment schedule (the first {quote.schedule.length} of {details.numberOfPayments} payments)
          </>
        }
        last="balance"
      />
      <section className={styles.summary} aria-labelledby="convert-summary">
        <h2 id="convert-summary">Loan summary</h2>
        <dl>
          <dt>Loan amount</dt>
          <dd>{formatCents(quote.amount)}</dd>
          <dt>Pays off your payday loan</dt>
          <dd>{formatUsd(details.payoffAmount)}</dd>
          <dt>Cash to you</dt>
          <dd>{formatCents(quote.cashToCustomer)}</dd>
          <dt>Total of payments</dt>
          <dd>{formatCents(quote.totalOfPayments)}</dd>
        </dl>
      </section>
      <p className={styles.muted}>
        The rate offered is the finance charge over the year as a share of the amount. The APR is the cost of your
        credit as a yearly rate, worked out from the payment schedule as federal law requires: it is higher because you
        repay as you go.
      </p>
      <p className={styles.muted}>
        Next you read and sign the loan agreement with these terms. Nothing changes until you sign.
      </p>
      <ContinueActions
        keepLabel="Keep my payday loan"
        onContinue={() =>
          dispatch(
            continueRequested({ customerCode: details.customerCode, kind: 'CONVERSION', amount: toDollars(amount) }),
          )
        }
      />
    </>
  );
}

export function ConvertScreen() {
  const { args, missing } = useCustomerCode();
  const result = useConvertLoanDetailsQuery(args, { refetchOnMountOrArgChange: true });
  return (
    <DetailsPage title={CONVERT_TEXT.title} loading={CONVERT_TEXT.loading} missing={missing} result={result}>
      {(details) => <Converter details={details} />}
    </DetailsPage>
  );
}
