// /pending: an application (or a change to a loan) waiting on the lender. It says what is being done and watches the
// account (every 15 seconds): when the lender has finished, it goes to the page the rule table chooses.
import { SIGNED_STATES } from '../../../lib/rules/accountPage';
import type { AccountOverview } from '../accountEndpoints';
import styles from './account.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { accountTexts, type AccountText } from '../texts/catalog';
import { Waiting } from './Waiting';

const signed = (data: AccountOverview) => SIGNED_STATES.includes(data.application?.applicationState ?? '');

export function PendingScreen() {
  const text = useTexts<AccountText>(accountTexts);
  return (
    <Waiting
      page="pending"
      title={(data) => (signed(data) ? text('pending.sendingTitle') : text('pending.reviewingTitle'))}
      poll
    >
      {(data) => (
        <p className={styles.lead} role="status">
          {signed(data) ? text('pending.sending') : text('pending.reviewing')}
        </p>
      )}
    </Waiting>
  );
}
