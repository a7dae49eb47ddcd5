// While an agent acts for a customer (or views their screen share), a banner on every page names the customer
// and offers to stop.
import { Button } from '../../../components/Button';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { stopActingRequested } from '../authSlice';
import styles from './ActingBanner.module.scss';

export function ActingBanner() {
  const dispatch = useAppDispatch();
  const { adminEmail, email, firstName, lastName, actingReadOnly } = useAppSelector((s) => s.auth);
  if (!adminEmail) return null;
  return (
    <section
      className={styles.banner}
      aria-label={actingReadOnly ? "Viewing a customer's screen share" : 'Acting for a customer'}
    >
      <p>
        Agent {adminEmail} {actingReadOnly ? 'is viewing the shared screens of' : 'is acting for'}{' '}
        <strong>
          {firstName} {lastName}
        </strong>{' '}
        ({email}){actingReadOnly && ': read-only, nothing can be entered'}
      </p>
      <Button variant="secondary" onClick={() => dispatch(stopActingRequested())}>
        {actingReadOnly ? 'Leave the screen share' : 'Stop acting'}
      </Button>
    </section>
  );
}
