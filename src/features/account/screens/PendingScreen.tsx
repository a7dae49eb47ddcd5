// /pending: an application (or a change to a loan) waiting on the lender. It says what is being done and watches the
// account (every 15 seconds): when the lender has finished, it goes to the page the rule table chooses.
import { Navigate } from 'react-router-dom';
import { hrefOfPage } from '../accountPages';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useAccount } from './useAccount';

export const PENDING_POLL_MS = 15_000;

const SIGNED = ['ESIGNING', 'PENDING_ESIGN_VALIDATIONS', 'PENDING_ESIGN_DOCUMENT_UPLOAD', 'PENDING_ORIGINATION'];

export function PendingScreen() {
  const { data, isError } = useAccount({ pollingInterval: PENDING_POLL_MS });
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  if (data.page !== 'pending') return <Navigate to={hrefOfPage(data.page)} replace />;
  const signed = SIGNED.includes(data.application?.applicationState ?? '');
  return (
    <AccountFrame title={signed ? 'We’re sending your money' : 'We’re reviewing your application'}>
      <p className={styles.lead} role="status">
        {signed
          ? 'You have signed your loan documents. We are making your loan and sending the money; this page moves on by itself when it is done.'
          : 'Thank you for applying. We are reviewing your application and will email you as soon as we decide; most decisions take a few minutes, some a business day. This page moves on by itself.'}
      </p>
    </AccountFrame>
  );
}
