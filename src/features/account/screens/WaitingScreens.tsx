// The account pages of an application that waits (our words; the specification names the pages only):
// - /account/conditionally-approved-loan: a store loan approved online, to be finished at its store within the
//   approval's days, with what to bring;
// - /account/origination-on-hold: a signed loan whose funding is held for a review: why, and by when;
// - /account/pending-refinance, /account/refinance-pending-origination: a refinance or a conversion of an open loan,
//   started, under review, or signed and being made;
// - /account/pending-epp: an extended payment plan asked for.
// The pages that wait on the lender check the account every 15 seconds and move on by themselves.
import { Trans } from '@lingui/react';
import { Alert } from '../../../components/Alert';
import { LinkButton } from '../../../components/LinkButton';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { whatToBring } from '../../../lib/rules/whatToBring';
import { useFormats } from '../../../i18n/useFormats';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useConditionallyApprovedQuery, type AccountOverview } from '../accountEndpoints';
import { LoanSummary } from '../loans/LoanSummary';
import styles from './account.module.scss';
import { Waiting } from './Waiting';
import { accountTexts, type AccountText } from '../texts/catalog';

const DAYS: readonly AccountText[] = ['day.0', 'day.1', 'day.2', 'day.3', 'day.4', 'day.5', 'day.6'];

const openLoansOf = (data: AccountOverview) => data.loans.filter((loan) => loan.status === 'OPEN');

export function ConditionallyApprovedScreen() {
  const { data: approval, isLoading } = useConditionallyApprovedQuery(undefined, { refetchOnMountOrArgChange: true });
  const text = useTexts<AccountText>(accountTexts);
  const messageText = useMessageText();
  const { date } = useFormats();
  return (
    <Waiting page="conditionally-approved-loan" title={text('waiting.store.title')} poll={false}>
      {() => {
        if (isLoading) return <p role="status">{text('waiting.store.loading')}</p>;
        if (!approval) return <Alert tone="info">{text('waiting.store.gone')}</Alert>;
        const until = approval.approvedAt
          ? date(
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
              {text(until ? 'waiting.store.approvedBy' : 'waiting.store.approved', {
                store: store ? store.storeName : text('waiting.store.yourStore'),
                days: approval.daysLeft ?? 0,
                until: until ?? '',
              })}
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
                      <dt>{DAYS[day.dayOfWeek] ? text(DAYS[day.dayOfWeek]!) : ''}</dt>
                      <dd>
                        {day.closed ? text('waiting.store.closed') : `${day.openTime ?? ''} – ${day.closeTime ?? ''}`}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            <h3 className={styles.subtitle}>{text('waiting.store.bring')}</h3>
            <ul>
              {whatToBring(approval.preferredProductCode).map((item) => (
                <li key={item}>{messageText(item)}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              <LinkButton secondary to={paths.findAStore.href()}>
                {text('waiting.store.another')}
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
  const text = useTexts<AccountText>(accountTexts);
  const { date } = useFormats();
  return (
    <Waiting page="origination-on-hold" title={text('waiting.hold.title')} poll>
      {(data) => {
        const hold = data.application?.originationHold;
        return (
          <>
            <p className={styles.lead} role="status">
              {hold ? text('waiting.hold.bodyUntil', { until: date(hold.until) }) : text('waiting.hold.body')}
            </p>
            {hold && hold.reasons.length > 0 && (
              <>
                <h3 className={styles.subtitle}>{text('waiting.hold.why')}</h3>
                <ul>
                  {hold.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </>
            )}
            <p className={styles.muted}>
              <Trans
                id="waiting.hold.call"
                values={{ phone: brand.phoneNumber }}
                components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
              />
            </p>
          </>
        );
      }}
    </Waiting>
  );
}

export function PendingRefinanceScreen() {
  const text = useTexts<AccountText>(accountTexts);
  return (
    <Waiting page="pending-refinance" title={text('waiting.change.title')} poll>
      {(data) => {
        const application = data.application;
        const conversion = application?.kind === 'CONVERSION';
        const started = application?.status === 'UNSUBMITTED' && !application.applicationState;
        const toSign = application?.status === 'APPROVED';
        return (
          <>
            <p className={styles.lead} role="status">
              {started
                ? text(conversion ? 'waiting.change.startedConversion' : 'waiting.change.startedRefinance')
                : toSign
                  ? text(conversion ? 'waiting.change.toSignConversion' : 'waiting.change.toSignRefinance')
                  : text(conversion ? 'waiting.change.reviewingConversion' : 'waiting.change.reviewingRefinance')}
            </p>
            {(started || toSign) && (
              <div className={styles.actions}>
                <LinkButton to={paths.application.root.href()}>
                  {toSign ? text('waiting.change.sign') : text('waiting.change.continue')}
                </LinkButton>
              </div>
            )}
            <h3 className={styles.subtitle}>{text('waiting.change.loan')}</h3>
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
  const text = useTexts<AccountText>(accountTexts);
  return (
    <Waiting page="refinance-pending-origination" title={text('waiting.making.title')} poll>
      {(data) => (
        <>
          <p className={styles.lead} role="status">
            {text('waiting.making.body', {
              loans:
                openLoansOf(data)
                  .map((loan) => loan.loanNumber)
                  .join(text('waiting.making.and')) || text('waiting.making.payday'),
            })}
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
  const text = useTexts<AccountText>(accountTexts);
  return (
    <Waiting page="pending-epp" title={text('waiting.epp.title')} poll>
      {(data) => (
        <>
          <p className={styles.lead} role="status">
            {text('waiting.epp.body')}
          </p>
          <p className={styles.muted}>
            <Trans
              id="waiting.epp.call"
              values={{ phone: brand.phoneNumber }}
              components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
            />
          </p>
          {openLoansOf(data).map((loan) => (
            <LoanSummary key={loan.loanNumber} loan={loan} />
          ))}
        </>
      )}
    </Waiting>
  );
}
