// /account/apply-now: no loan yet, or an application waiting on the customer (to finish it, or to sign the approved
// loan). The way on is the application, which resumes where it was left.
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useAccount } from './useAccount';

export function ApplyNowScreen() {
  const brand = useAppSelector(selectBrand);
  const { data, isError } = useAccount();
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  const application = data.application && data.application.status !== 'DENIED' ? data.application : null;
  const approved = application?.status === 'APPROVED';
  return (
    <AccountFrame title={approved ? 'Your loan is approved' : application ? 'Finish your application' : 'Apply now'}>
      <p className={styles.lead}>
        {approved
          ? 'Your loan is approved and waits for you: read and sign your loan documents to get your money.'
          : application
            ? 'Your application is saved. Pick up where you left off: incomplete applications are kept for 21 days.'
            : `You have no loan with ${brand.friendlyName} yet. Apply online in minutes; funds can arrive as soon as 30 minutes with a debit card.`}
      </p>
      <div className={styles.actions}>
        <LinkButton to={paths.application.root.href()}>
          {approved ? 'Sign my loan documents' : application ? 'Continue my application' : 'Apply now'}
        </LinkButton>
      </div>
    </AccountFrame>
  );
}
