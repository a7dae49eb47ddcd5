// What an account page shows while the overview loads, and when it cannot be read.
import { Alert } from '../../../components/Alert';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import styles from './account.module.scss';

export function AccountLoading() {
  return (
    <p className={styles.page} role="status">
      Loading your account…
    </p>
  );
}

export function AccountUnavailable() {
  const brand = useAppSelector(selectBrand);
  return (
    <section className={styles.page}>
      <Alert tone="error">
        We couldn&apos;t load your account just now. Please refresh the page, or call us at {brand.phoneNumber}.
      </Alert>
    </section>
  );
}
