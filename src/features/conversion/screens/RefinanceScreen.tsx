// /loan/conversion/refinance: 'Loading refinance details', then the three options of the spec's fixed list (1 more time
// to repay; 2 'I'd like to pay back' an amount; 3 'Borrow an additional' amount), the amounts typed as numbers (a blank
// is 0; anything else, or more than the limit, says so and changes nothing), the refinance summary (base = amount +
// finance charge, less what is paid back or plus what is borrowed; cash back = what is borrowed less the fee; the days
// to the due dates rounded up), 'When will I receive my money?', and Continue.
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { formatCents, formatPercent, formatUsd, toCents } from '../../../lib/rules/money';
import { refundTiming } from '../../../lib/rules/businessDays';
import {
  parseRefinanceInput,
  refinanceInputMessage,
  refinanceQuote,
  REFINANCE_OPTIONS,
  type RefinanceOptionName,
} from '../../../lib/rules/conversionMath';
import { daysUntil } from '../../../lib/rules/easternTime';
import { useLenderNow } from '../../../store/lenderClock';
import { toUsDate } from '../../../lib/rules/usDate';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useRefinanceDetailsQuery, type RefinanceDetails } from '../conversionEndpoints';
import { continueRequested, selectConversion } from '../conversionSlice';
import { ContinueActions, DetailsPage, useCustomerCode } from './DetailsPage';
import styles from './conversion.module.scss';

export const REFINANCE_TEXT = {
  loading: 'Loading refinance details',
  title: 'Refinance your Payday Loan',
  money: 'When will I receive my money?',
  rule: 'A refinance completed Monday to Friday by 8:00 pm Eastern time is deposited the next business day. After 8:00 pm, on a weekend or on a federal holiday, it takes two business days.',
} as const;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const DEPOSIT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const TITLES: Record<RefinanceOptionName, string> = {
  repayOriginal: 'Give me more time to repay',
  repayAndReduce: 'Pay back some of my loan',
  repayAndBorrow: 'Borrow more',
};

function MoneyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const timing = refundTiming(useLenderNow());
  return (
    <Modal
      open={open}
      title={REFINANCE_TEXT.money}
      onClose={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <p>{REFINANCE_TEXT.rule}</p>
      <p>
        If you complete your refinance now, the money is deposited to your bank account on{' '}
        <strong>{DEPOSIT_DAY.format(new Date(`${timing.depositOn}T12:00:00Z`))}</strong> (
        {timing.businessDays === 1 ? 'the next business day' : 'in two business days'}).
      </p>
    </Modal>
  );
}

function Refinancer({ details }: { details: RefinanceDetails }) {
  const dispatch = useAppDispatch();
  const { message } = useAppSelector(selectConversion);
  const [option, setOption] = useState<RefinanceOptionName>('repayOriginal');
  const [texts, setTexts] = useState<Record<RefinanceOptionName, string>>({
    repayOriginal: '',
    repayAndReduce: '',
    repayAndBorrow: '',
  });
  const [moneyOpen, setMoneyOpen] = useState(false);
  const [tried, setTried] = useState(false);
  const terms = {
    loanAmount: toCents(details.loanAmount),
    financeCharge: toCents(details.financeCharge),
    loanFeeAmount: toCents(details.loanFeeAmount),
    loanDate: details.loanDate,
    newDueDate: details.newDueDate,
  };
  const limits: Record<RefinanceOptionName, number> = {
    repayOriginal: 0,
    repayAndReduce: toCents(details.maxPayBack),
    repayAndBorrow: toCents(details.maxBorrow),
  };
  const parsed = option === 'repayOriginal' ? 0 : parseRefinanceInput(texts[option]);
  const problem = parsed === null || parsed > limits[option] ? refinanceInputMessage(limits[option]) : null;
  const quote = refinanceQuote(terms, option, problem ? 0 : (parsed ?? 0));
  const now = useLenderNow();
  return (
    <>
      <p className={styles.lead}>
        Your payday loan {details.loanNumber} is {formatUsd(details.loanAmount)} with a fee of{' '}
        {formatUsd(details.loanFeeAmount)}, due {toUsDate(details.loanDueDate)} (
        {days(daysUntil(details.loanDueDate, now))} from today). Refinancing moves the due date to{' '}
        {toUsDate(details.newDueDate)} ({days(daysUntil(details.newDueDate, now))} from today) for a finance charge of{' '}
        {formatUsd(details.financeCharge)}.
      </p>
      {message && <Alert tone="error">{message}</Alert>}
      <fieldset className={styles.options}>
        <legend>What would you like to do?</legend>
        {REFINANCE_OPTIONS.map((choice) => (
          <div key={choice.id} className={styles.option}>
            <label>
              <input
                type="radio"
                name="refinance-option"
                value={choice.name}
                checked={option === choice.name}
                onChange={() => setOption(choice.name)}
              />
              {TITLES[choice.name]}
            </label>
            {choice.name === 'repayOriginal' && <p>Keep the same amount and repay it on the new due date.</p>}
            {choice.name === 'repayAndReduce' && (
              <p>
                Pay some of your loan back now, so you owe less on the new due date (up to{' '}
                {formatUsd(details.maxPayBack)}).
              </p>
            )}
            {choice.name === 'repayAndBorrow' && (
              <p>Add to your loan, up to {formatUsd(details.maxBorrow)}; we send you what you borrow less the fee.</p>
            )}
            {choice.input && option === choice.name && (
              <div className={styles.input}>
                <label htmlFor={`refinance-${choice.name}`}>{choice.input}</label>
                <input
                  id={`refinance-${choice.name}`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={texts[choice.name]}
                  aria-invalid={tried && problem !== null}
                  aria-describedby={tried && problem ? `refinance-${choice.name}-error` : undefined}
                  onChange={(event) => setTexts({ ...texts, [choice.name]: event.target.value })}
                  onBlur={() => setTried(true)}
                />
                {tried && problem && (
                  <p id={`refinance-${choice.name}-error`} className={styles.error}>
                    {problem}
                  </p>
                )}
              </div>
            )}
          </div>
        ))}
      </fieldset>
      <section className={styles.summary} aria-labelledby="refinance-summary">
        <h2 id="refinance-summary">Refinance summary</h2>
        <dl>
          <dt>Loan amount and finance charge</dt>
          <dd>{formatCents(quote.base)}</dd>
          {option === 'repayAndReduce' && (
            <>
              <dt>You pay back now</dt>
              <dd>{formatCents(quote.input)}</dd>
            </>
          )}
          {option === 'repayAndBorrow' && (
            <>
              <dt>You borrow an additional</dt>
              <dd>{formatCents(quote.input)}</dd>
              <dt>Finance charge on the additional amount</dt>
              <dd>{formatCents(quote.financeCharge - toCents(details.financeCharge))}</dd>
              <dt>Cash back to you</dt>
              <dd>{formatCents(quote.cashBack)}</dd>
            </>
          )}
          <dt>Due {toUsDate(details.newDueDate)}</dt>
          <dd>{formatCents(quote.total)}</dd>
          <dt>APR</dt>
          <dd>{formatPercent(quote.disclosedApr)}</dd>
        </dl>
      </section>
      <Button variant="link" onClick={() => setMoneyOpen(true)}>
        {REFINANCE_TEXT.money}
      </Button>
      <MoneyModal open={moneyOpen} onClose={() => setMoneyOpen(false)} />
      <ContinueActions
        keepLabel="Keep my loan as it is"
        onContinue={() => {
          setTried(true);
          if (!problem)
            dispatch(
              continueRequested({
                customerCode: details.customerCode,
                kind: 'REFINANCE',
                refinanceOption: option,
                refinanceInput: option === 'repayOriginal' ? '' : texts[option],
              }),
            );
        }}
      />
    </>
  );
}

export function RefinanceScreen() {
  const { args, missing } = useCustomerCode();
  const result = useRefinanceDetailsQuery(args, { refetchOnMountOrArgChange: true });
  return (
    <DetailsPage title={REFINANCE_TEXT.title} loading={REFINANCE_TEXT.loading} missing={missing} result={result}>
      {(details) => <Refinancer details={details} />}
    </DetailsPage>
  );
}
