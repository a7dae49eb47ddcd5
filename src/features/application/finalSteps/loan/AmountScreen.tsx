import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { applicationPaths } from '../../../../config/applicationPaths';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { allowedTerms, amountStep, isSinglePayment, loanTerms, offerApr } from '../../../../lib/rules/loanTerms';
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
import { useFormats } from '../../../../i18n/useFormats';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';
import { Trans } from '@lingui/react';

/** Where the amount starts: the saved one, else the product's example amount, else the middle step of its range. */
function startingAmount(product: Product, saved: LoanDetails | null) {
  const min = product.minLoan ?? 0;
  const max = product.maxLoan ?? min;
  const step = amountStep(max);
  const middle = min + Math.round((max - min) / 2 / step) * step;
  return Math.min(max, Math.max(min, saved?.loanAmount ?? product.exampleBorrow ?? middle));
}

function AmountForm({ product }: { product: Product }) {
  const text = useTexts<ApplicationText>(applicationTexts);
  const { money, date } = useFormats();
  // One call, answered with the page that follows (the checks for an online loan, the documents for a store loan).
  const { save, saving, error } = useStepSave(useSaveLoanSelectionMutation);
  const messageText = useMessageText();
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
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {unchanged && !saving && !error && <Alert tone="success">{text('amount.saved')}</Alert>}
      <p>{product.display.title}</p>
      <div className={styles.amount}>
        <label htmlFor={`${ids}-amount`}>{text('amount.label')}</label>
        <output htmlFor={`${ids}-amount`} className={styles.amountValue} aria-live="polite">
          {money(amount)}
        </output>
        <input
          id={`${ids}-amount`}
          type="range"
          min={min}
          max={max}
          step={amountStep(max)}
          value={amount}
          aria-valuetext={money(amount)}
          onChange={(event) => setAmount(Number(event.target.value))}
        />
        <span className={styles.range} aria-hidden="true">
          <span>{money(min)}</span>
          <span>{money(max)}</span>
        </span>
      </div>
      {terms.length > 0 && (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${ids}-term`}>
            {text('amount.payOver')}
          </label>
          <select
            id={`${ids}-term`}
            className={formStyles.input}
            value={term ?? ''}
            onChange={(event) => setTerm(Number(event.target.value))}
          >
            {terms.map((months) => (
              <option key={months} value={months}>
                {text('amount.months', { months })}
              </option>
            ))}
          </select>
        </div>
      )}
      {figures && first && (
        <dl className={styles.summary}>
          <dt>{text(isSinglePayment(product.productCode) ? 'amount.yourPayment' : 'amount.eachPayment')}</dt>
          <dd>{money(first.paymentAmount)}</dd>
          <dt>{text(isSinglePayment(product.productCode) ? 'amount.dueOn' : 'amount.firstDue')}</dt>
          <dd>
            {figures.intervalDays && figures.paymentSchedule.length > 1
              ? text('amount.thenEvery', { date: date(first.dueDate), days: figures.intervalDays })
              : text('amount.payday', { date: date(first.dueDate) })}
          </dd>
        </dl>
      )}
      {figures && <TruthInLending loan={figures} forAmount={!unchanged} />}
      {!online && <p className={pageStyles.muted}>{text('amount.storeSets')}</p>}
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
          {text(saving ? APPLICATION_TEXT.processing : 'application.continue')}
        </Button>
      </div>
    </>
  );
}

/** /application/amount: the amount (and term) of the loan chosen, with its payments and Truth in Lending figures as they change. */
export function AmountScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  const record = useAppSelector(selectApplicationRecord);
  const { offers, status: offersStatus } = useOffers(record, { fresh: false });
  const product = offers.find((offer) => offer.productCode === record?.preferredProductCode) ?? null;
  return (
    <ApplicationPage id="amount-title" title={text('amount.title')} wide>
      {offersStatus === 'loading' && <p role="status">{messageText(APPLICATION_TEXT.processing)}</p>}
      {offersStatus === 'failed' && <Alert tone="error">{APPLICATION_TEXT.loadFailed}</Alert>}
      {offersStatus === 'ready' && !product && (
        <Alert tone="error">
          <Trans id="amount.noLonger" components={{ 0: <Link to={applicationPaths.products.href()} /> }} />
        </Alert>
      )}
      {product && <AmountForm key={product.productCode} product={product} />}
    </ApplicationPage>
  );
}
