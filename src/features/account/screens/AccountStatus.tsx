// What an account page shows while the overview loads, and when it cannot be read.
import { Alert } from '../../../components/Alert';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import styles from './account.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { accountTexts, type AccountText } from '../texts/catalog';

export function AccountLoading() {
  const text = useTexts<AccountText>(accountTexts);
  return (
    <p className={styles.page} role="status">
      {text('status.loading')}
    </p>
  );
}

export function AccountUnavailable() {
  const brand = useAppSelector(selectBrand);
  const text = useTexts<AccountText>(accountTexts);
  return (
    <section className={styles.page}>
      <Alert tone="error">{text('status.unavailable', { phone: brand.phoneNumber })}</Alert>
    </section>
  );
}
