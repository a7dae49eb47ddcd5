// While an agent acts for a customer, a banner on every page names the customer and offers to stop.
import { Button } from '../../../components/Button';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { stopActingRequested } from '../authSlice';
import styles from './ActingBanner.module.scss';

export function ActingBanner() {
  const dispatch = useAppDispatch();
  const { adminEmail, email, firstName, lastName } = useAppSelector((s) => s.auth);
  if (!adminEmail) return null;
  return (
    <section className={styles.banner} aria-label="Acting for a customer">
      <p>
        Agent {adminEmail} is acting for{' '}
        <strong>
          {firstName} {lastName}
        </strong>{' '}
        ({email})
      </p>
      <Button variant="secondary" onClick={() => dispatch(stopActingRequested())}>
        Stop acting
      </Button>
    </section>
  );
}
