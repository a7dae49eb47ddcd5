// The account pages of an application that waits (our words; the specification names the pages only):
// - /account/conditionally-approved-loan: a store loan approved online, to be finished at its store within the
//   approval's days, with what to bring;
// - /account/origination-on-hold: a signed loan whose funding is held for a review: why, and by when;
// - /account/pending-refinance, /account/refinance-pending-origination: a refinance or a conversion of an open loan,
//   started, under review, or signed and being made;
// - /account/pending-epp: an extended payment plan asked for.
// The pages that wait on the lender check the account every 15 seconds and move on by themselves.
import { Alert } from '../../../components/Alert';
import { LinkButton } from '../../../components/LinkButton';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { whatToBring } from '../../../lib/rules/whatToBring';
import { toUsDate } from '../../../lib/validation/applicationDates';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useConditionallyApprovedQuery, type AccountOverview } from '../accountEndpoints';
import { LoanSummary } from '../loans/LoanSummary';
import styles from './account.module.scss';
import { Waiting } from './Waiting';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const openLoansOf = (data: AccountOverview) => data.loans.filter((loan) => loan.status === 'OPEN');

export function ConditionallyApprovedScreen() {
  const { data: approval, isLoading } = useConditionallyApprovedQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Waiting page="conditionally-approved-loan" title="Finish your loan at the store" poll={false}>
      {() => {
        if (isLoading) return <p role="status">Loading your approval…</p>;
        if (!approval)
          return (
            <Alert tone="info">
              Your store loan approval is no longer on file. Please call the store or apply again.
            </Alert>
          );
        const until = approval.approvedAt
          ? toUsDate(
              new Date(
                new Date(approval.approvedAt).getTime() + (approval.daysElapsed! + approval.daysLeft!) * 86_400_000,
              )
                .toISOString()
                .slice(0, 10),
            )
          : null;
        const store = approval.store;
        return (
          <>
            <Alert tone="success">
              You are approved. Visit {store ? store.storeName : 'your store'} within {approval.daysLeft}{' '}
              {approval.daysLeft === 1 ? 'day' : 'days'}
              {until ? ` (by ${until})` : ''} to finish your loan and get your money.
            </Alert>
            {store && (
              <section className={styles.loan} aria-labelledby="store-title">
                <h3 id="store-title" className={styles.loanTitle}>
                  {store.storeName}
                </h3>
                <address className={styles.address}>
                  {store.addressLine1}
                  {store.addressLine2 ? `, ${store.addressLine2}` : ''}
                  <br />
                  {store.city}, {store.state} {store.postalCode}
                  <br />
                  <PhoneLink number={store.phone} />
                </address>
                <dl className={styles.hours}>
                  {store.hours.map((day) => (
                    <div key={day.dayOfWeek}>
                      <dt>{DAYS[day.dayOfWeek]}</dt>
                      <dd>{day.closed ? 'Closed' : `${day.openTime ?? ''} – ${day.closeTime ?? ''}`}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            <h3 className={styles.subtitle}>What to bring</h3>
            <ul>
              {whatToBring(approval.preferredProductCode).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              <LinkButton secondary to={paths.findAStore.href()}>
                Find another store
              </LinkButton>
            </div>
          </>
        );
      }}
    </Waiting>
  );
}

export function OriginationOnHoldScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <Waiting page="origination-on-hold" title="Your loan is on hold" poll>
      {(data) => {
        const hold = data.application?.originationHold;
        return (
          <>
            <p className={styles.lead} role="status">
              You have signed your loan documents. Before we send the money, we are reviewing your application
              {hold ? ` and will finish by ${toUsDate(hold.until)}` : ''}. We will email you as soon as the money is on
              its way; this page moves on by itself.
            </p>
            {hold && hold.reasons.length > 0 && (
              <>
                <h3 className={styles.subtitle}>Why</h3>
                <ul>
                  {hold.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </>
            )}
            <p className={styles.muted}>
              Something we should know? Call us at <PhoneLink number={brand.phoneNumber} />.
            </p>
          </>
        );
      }}
    </Waiting>
  );
}

export function PendingRefinanceScreen() {
  return (
    <Waiting page="pending-refinance" title="Your loan change is in progress" poll>
      {(data) => {
        const application = data.application;
        const conversion = application?.kind === 'CONVERSION';
        const what = conversion
          ? 'conversion of your payday loan to an installment loan'
          : 'refinance of your payday loan';
        const started = application?.status === 'UNSUBMITTED' && !application.applicationState;
        const toSign = application?.status === 'APPROVED';
        return (
          <>
            <p className={styles.lead} role="status">
              {started
                ? `You started the ${what}. Pick up where you left off.`
                : toSign
                  ? `The ${what} is approved and waits for your signature.`
                  : `We are reviewing the ${what}. This page moves on by itself.`}
            </p>
            {(started || toSign) && (
              <div className={styles.actions}>
                <LinkButton to={paths.application.root.href()}>
                  {toSign ? 'Sign my loan documents' : 'Continue'}
                </LinkButton>
              </div>
            )}
            <h3 className={styles.subtitle}>The loan being changed</h3>
            {openLoansOf(data).map((loan) => (
              <LoanSummary key={loan.loanNumber} loan={loan} />
            ))}
          </>
        );
      }}
    </Waiting>
  );
}

export function RefinancePendingOriginationScreen() {
  return (
    <Waiting page="refinance-pending-origination" title="We’re making your new loan" poll>
      {(data) => (
        <>
          <p className={styles.lead} role="status">
            You have signed. Your new loan pays off{' '}
            {openLoansOf(data)
              .map((loan) => loan.loanNumber)
              .join(' and ') || 'your payday loan'}
            ; any money due to you is sent to your bank account. This page moves on by itself when it is done.
          </p>
          {openLoansOf(data).map((loan) => (
            <LoanSummary key={loan.loanNumber} loan={loan} />
          ))}
        </>
      )}
    </Waiting>
  );
}

export function PendingEppScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <Waiting page="pending-epp" title="Your payment plan request is being reviewed" poll>
      {(data) => (
        <>
          <p className={styles.lead} role="status">
            You asked for an extended payment plan: what you owe repaid in smaller payments over more time, at no extra
            cost where your state provides one. We will email you when it is set up; this page moves on by itself. Until
            then, please make the payments you can.
          </p>
          <p className={styles.muted}>
            Questions about the plan? Call us at <PhoneLink number={brand.phoneNumber} />.
          </p>
          {openLoansOf(data).map((loan) => (
            <LoanSummary key={loan.loanNumber} loan={loan} />
          ))}
        </>
      )}
    </Waiting>
  );
}
