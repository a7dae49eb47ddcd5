// /pending: an application (or a change to a loan) waiting on the lender. It says what is being done and watches the
// account (every 15 seconds): when the lender has finished, it goes to the page the rule table chooses.
import { SIGNED_STATES } from '../../../lib/rules/accountPage';
import type { AccountOverview } from '../accountEndpoints';
import styles from './account.module.scss';
import { Waiting } from './Waiting';

const signed = (data: AccountOverview) => SIGNED_STATES.includes(data.application?.applicationState ?? '');

export function PendingScreen() {
  return (
    <Waiting
      page="pending"
      title={(data) => (signed(data) ? 'We’re sending your money' : 'We’re reviewing your application')}
      poll
    >
      {(data) => (
        <p className={styles.lead} role="status">
          {signed(data)
            ? 'You have signed your loan documents. We are making your loan and sending the money; this page moves on by itself when it is done.'
            : 'Thank you for applying. We are reviewing your application and will email you as soon as we decide; most decisions take a few minutes, some a business day. This page moves on by itself.'}
        </p>
      )}
    </Waiting>
  );
}
