// The account page: who is signed in, read from the database through GraphQL.
import { Alert } from '../../../components/Alert';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useMeQuery } from '../../../api/customerEndpoints';
import styles from './AccountScreen.module.scss';

const CUSTOMER_TYPE_LABEL: Record<string, string> = {
  NEW: 'New customer',
  ONLINE_RETURNING: 'Returning online customer',
  RETAIL_RETURNING: 'Returning store customer',
  OMNI_RETURNING: 'Returning online and store customer',
};

export function AccountScreen() {
  const brand = useAppSelector(selectBrand);
  // Read afresh on each visit (the session's copy shows meanwhile): the account page shows the record as it is now.
  const { data: me, isLoading, isError } = useMeQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) {
    return (
      <p className={styles.card} role="status">
        Loading your account…
      </p>
    );
  }
  if (isError || !me) {
    return (
      <section className={styles.card}>
        <Alert tone="error">
          We couldn&apos;t load your account just now. Please refresh the page, or call us at {brand.phoneNumber}.
        </Alert>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        Welcome back, {me.firstName} {me.lastName}
      </h1>
      <dl className={styles.details}>
        <div>
          <dt>Name</dt>
          <dd>
            {me.firstName} {me.lastName}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{me.email}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>{CUSTOMER_TYPE_LABEL[me.customerType] ?? me.customerType}</dd>
        </div>
        {me.stateCode && (
          <div>
            <dt>State</dt>
            <dd>{me.stateCode}</dd>
          </div>
        )}
      </dl>
      <p className={styles.help}>
        Questions about your account? Call {brand.friendlyName} at <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>, {brand.contactHours}.
      </p>
    </section>
  );
}
