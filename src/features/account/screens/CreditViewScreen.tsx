// /account/benefits-and-rewards/tu-creditview: the free credit score benefit (TransUnion CreditView, here a local
// stand-in). Not enrolled: what it is, the consent to agree to, and Get my free score. Enrolled: the VantageScore 3.0
// with its band, when it was updated, the last six months, and the main factors. An agent acting for the customer
// sees whether they are enrolled, never the score, and cannot enroll them.
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { toUsDate } from '../../../lib/rules/usDate';
import { useAppSelector } from '../../../store/hooks';
import { useCreditViewQuery, useEnrollCreditViewMutation, type CreditView } from '../accountEndpoints';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
/** Where a score sits on VantageScore's range (300 to 850), in percent. */
const position = (score: number) => Math.round(((score - 300) / 550) * 100);

function Score({ view }: { view: CreditView }) {
  if (view.score === null || view.score === undefined) return null;
  return (
    <>
      <div className={styles.score}>
        <p className={styles.scoreValue}>
          <span className="visually-hidden">Your VantageScore 3.0 is </span>
          {view.score}
        </p>
        <p className={styles.scoreBand}>{view.scoreBand}</p>
        <p className={styles.muted}>
          VantageScore 3.0 from TransUnion, updated monthly: last on {toUsDate(view.updatedOn)}. Scores range from 300
          to 850.
        </p>
      </div>
      <table className={styles.table}>
        <caption>Your score over the last six months</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Score</th>
            <th scope="col" aria-hidden="true" />
          </tr>
        </thead>
        <tbody>
          {view.history.map((point) => (
            <tr key={point.month}>
              <td>{monthName(point.month)}</td>
              <td>{point.score}</td>
              <td aria-hidden="true" className={styles.barCell}>
                <span className={styles.bar} style={{ width: `${position(point.score)}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={styles.subtitle}>What affects your score most</h3>
      <ul>
        {view.factors.map((factor) => (
          <li key={factor}>{factor}</li>
        ))}
      </ul>
    </>
  );
}

export function CreditViewScreen() {
  const isAgent = useAppSelector((state) => state.auth.isAdmin);
  const { data, isError } = useCreditViewQuery(undefined, { refetchOnMountOrArgChange: true });
  const [enroll, { isLoading: enrolling, error }] = useEnrollCreditViewMutation();
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState(false);
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  return (
    <AccountFrame title="Your free credit score">
      {data.enrolled ? (
        isAgent ? (
          <Alert tone="info">
            This customer is enrolled{data.enrolledAt ? ` since ${toUsDate(data.enrolledAt.slice(0, 10))}` : ''}. Their
            credit score is shown to them only.
          </Alert>
        ) : (
          <Score view={data} />
        )
      ) : (
        <>
          <p className={styles.lead}>
            See your credit score from TransUnion for free, updated every month, with what affects it most. Checking it
            here never lowers your score.
          </p>
          {isAgent ? (
            <Alert tone="info">This customer is not enrolled. Only the customer can enroll.</Alert>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                setMissing(!consent);
                if (consent) void enroll({ consent: true });
              }}
            >
              {(missing || error) && (
                <Alert tone="error">
                  {missing ? 'Tick the box to agree before you enroll' : (error as { message?: string }).message}
                </Alert>
              )}
              <div className={styles.consent}>
                <input
                  id="credit-view-consent"
                  type="checkbox"
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  aria-invalid={missing}
                />
                <label htmlFor="credit-view-consent">{data.consentText}</label>
              </div>
              <Button type="submit" disabled={enrolling}>
                {enrolling ? 'Enrolling...' : 'Get my free score'}
              </Button>
            </form>
          )}
        </>
      )}
    </AccountFrame>
  );
}
