import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { applicationPaths } from '../../../../config/applicationPaths';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { formatUsd } from '../../../../lib/rules/money';
import { allowedTerms, amountStep, isSinglePayment, loanTerms, offerApr } from '../../../../lib/rules/loanTerms';
import { toUsDate } from '../../../../lib/rules/usDate';
import { useLenderToday } from '../../../../store/lenderClock';
import formStyles from '../../../../components/form/form.module.scss';
import { useAppSelector } from '../../../../store/hooks';
import { useSaveLoanSelectionMutation, type LoanDetails, type Product } from '../../applicationEndpoints';
import { selectApplicationRecord } from '../../applicationRecord';
import { useOffers } from './useOffers';
import { APPLICATION_TEXT } from '../../applicationText';
import { useStepSave } from '../../useStepSave';
import { disclosed, TruthInLending } from './TruthInLending';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from './loan.module.scss';
import pageStyles from '../../progress/application.module.scss';

/** Where the amount starts: the saved one, else the product's example amount, else the middle step of its range. */
function startingAmount(product: Product, saved: LoanDetails | null) {
  const min = product.minLoan ?? 0;
  const max = product.maxLoan ?? min;
  const step = amountStep(max);
  const middle = min + Math.round((max - min) / 2 / step) * step;
  return Math.min(max, Math.max(min, saved?.loanAmount ?? product.exampleBorrow ?? middle));
}

function AmountForm({ product }: { product: Product }) {
  // One call, answered with the page that follows (the checks for an online loan, the documents for a store loan).
  const { save, saving, error } = useStepSave(useSaveLoanSelectionMutation);
  const record = useAppSelector(selectApplicationRecord);
  const ids = useId();
  const returning = record?.returning === true;
  const saved =
    record?.initialApplicationDetails?.productCode === product.productCode ? record.initialApplicationDetails : null;
  const online = product.channel === 'ONLINE';
  const terms = online ? allowedTerms(product, returning) : [];
  const [amount, setAmount] = useState(() => startingAmount(product, saved));
  const [term, setTerm] = useState<number | null>(() =>
    saved?.termMonths && terms.includes(saved.termMonths) ? saved.termMonths : (terms.at(-1) ?? null),
  );
  const today = useLenderToday();
  const income = record?.incomeInformation;
  const frequency = income?.paymentFrequency ?? null;
  const unchanged = !!saved && saved.loanAmount === amount && (saved.termMonths ?? null) === term;
  const preview =
    online && frequency && income?.nextPaymentDate
      ? loanTerms({
          productCode: product.productCode,
          apr: offerApr(product, returning),
          amount,
          termMonths: term ?? 0,
          paymentFrequency: frequency,
          nextPayDate: income.nextPaymentDate,
          today,
        })
      : null;
  const figures =
    unchanged && saved.apr != null && saved.paymentSchedule
      ? disclosed(
          {
            apr: saved.apr,
            financeCharge: saved.financeCharge ?? 0,
            amountFinanced: saved.amountFinanced ?? 0,
            totalOfPayments: saved.totalOfPayments ?? 0,
            paymentSchedule: saved.paymentSchedule,
          },
          saved.paymentFrequency,
        )
      : preview && disclosed(preview, preview.paymentFrequency);
  const min = product.minLoan ?? 0;
  const max = product.maxLoan ?? min;
  const first = figures?.paymentSchedule[0];
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      {unchanged && !saving && !error && (
        <Alert tone="success">Your loan is saved. You can change it here until you submit your application.</Alert>
      )}
      <p>{product.display.title}</p>
      <div className={styles.amount}>
        <label htmlFor={`${ids}-amount`}>Loan amount</label>
        <output htmlFor={`${ids}-amount`} className={styles.amountValue} aria-live="polite">
          {formatUsd(amount)}
        </output>
        <input
          id={`${ids}-amount`}
          type="range"
          min={min}
          max={max}
          step={amountStep(max)}
          value={amount}
          aria-valuetext={formatUsd(amount)}
          onChange={(event) => setAmount(Number(event.target.value))}
        />
        <span className={styles.range} aria-hidden="true">
          <span>{formatUsd(min)}</span>
          <span>{formatUsd(max)}</span>
        </span>
      </div>
      {terms.length > 0 && (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${ids}-term`}>
            Pay over
          </label>
          <select
            id={`${ids}-term`}
            className={formStyles.input}
            value={term ?? ''}
            onChange={(event) => setTerm(Number(event.target.value))}
          >
            {terms.map((months) => (
              <option key={months} value={months}>
                {months} months
              </option>
            ))}
          </select>
        </div>
      )}
      {figures && first && (
        <dl className={styles.summary}>
          <dt>{isSinglePayment(product.productCode) ? 'Your payment' : 'Each payment'}</dt>
          <dd>{formatUsd(first.paymentAmount)}</dd>
          <dt>{isSinglePayment(product.productCode) ? 'Due on' : 'First payment due'}</dt>
          <dd>
            {toUsDate(first.dueDate)}
            {figures.intervalDays && figures.paymentSchedule.length > 1
              ? `, then every ${figures.intervalDays} days (your paydays)`
              : ' (your payday)'}
          </dd>
        </dl>
      )}
      {figures && (
        <TruthInLending
          loan={figures}
          title={unchanged ? 'Truth in Lending disclosure' : 'Truth in Lending disclosure for this amount'}
        />
      )}
      {!online && (
        <p className={pageStyles.muted}>
          Your store sets your loan’s terms and payment schedule, and gives you the Truth in Lending disclosure to read
          before you sign.
        </p>
      )}
      <div className={pageStyles.actions}>
        <Button
          disabled={saving}
          onClick={() => {
            const productCode = record?.preferredProductCode;
            if (!record || !productCode) return;
            const termMonths = online && !isSinglePayment(product.productCode) ? term : null;
            void save(() => ({ id: record.id, productCode, loanAmount: amount, termMonths }));
          }}
        >
          {saving ? APPLICATION_TEXT.processing : 'Continue'}
        </Button>
      </div>
    </>
  );
}

/** /application/amount: the amount (and term) of the loan chosen, with its payments and Truth in Lending figures as they change. */
export function AmountScreen() {
  const record = useAppSelector(selectApplicationRecord);
  const { offers, status: offersStatus } = useOffers(record, { fresh: false });
  const product = offers.find((offer) => offer.productCode === record?.preferredProductCode) ?? null;
  return (
    <ApplicationPage id="amount-title" title="How much would you like to borrow?" wide>
      {offersStatus === 'loading' && <p role="status">{APPLICATION_TEXT.processing}</p>}
      {offersStatus === 'failed' && <Alert tone="error">{APPLICATION_TEXT.loadFailed}</Alert>}
      {offersStatus === 'ready' && !product && (
        <Alert tone="error">
          This loan is no longer offered to you. <Link to={applicationPaths.products.href()}>Choose another loan</Link>.
        </Alert>
      )}
      {product && <AmountForm key={product.productCode} product={product} />}
    </ApplicationPage>
  );
}
