// /account/apply-now: no loan yet, or an application waiting on the customer (to finish it, or to sign the approved
// loan). The way on is the application, which resumes where it was left.
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { AccountFrame } from './AccountFrame';
import { AccountLoading, AccountUnavailable } from './AccountStatus';
import styles from './account.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { accountTexts, type AccountText } from '../texts/catalog';
import { useAccount } from './useAccount';

export function ApplyNowScreen() {
  const brand = useAppSelector(selectBrand);
  const { data, isError } = useAccount();
  const text = useTexts<AccountText>(accountTexts);
  if (isError) return <AccountUnavailable />;
  if (!data) return <AccountLoading />;
  const application = data.application && data.application.status !== 'DENIED' ? data.application : null;
  const approved = application?.status === 'APPROVED';
  return (
    <AccountFrame
      title={
        approved ? text('applyNow.approvedTitle') : application ? text('applyNow.finishTitle') : text('applyNow.title')
      }
    >
      <p className={styles.lead}>
        {approved
          ? text('applyNow.approved')
          : application
            ? text('applyNow.saved')
            : text('applyNow.none', { brand: brand.friendlyName })}
      </p>
      <div className={styles.actions}>
        <LinkButton to={paths.application.root.href()}>
          {approved ? text('applyNow.sign') : application ? text('applyNow.continue') : text('applyNow.apply')}
        </LinkButton>
      </div>
    </AccountFrame>
  );
}
