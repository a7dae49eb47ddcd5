// While an agent acts for a customer (or views their screen share), a banner on every page names the customer, says
// the language they read the portal in (their mail and notices go in it; the agent's pages follow the agent's own
// choice), and offers to stop.
import { Button } from '../../../components/Button';
import { selectCustomer } from '../../../api/customerEndpoints';
import { languageAsked, LANGUAGE_NAMES } from '../../../lib/rules/language';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { stopActingRequested } from '../authSlice';
import styles from './ActingBanner.module.scss';

export function ActingBanner() {
  const dispatch = useAppDispatch();
  const { adminEmail, email, firstName, lastName, actingReadOnly } = useAppSelector((s) => s.auth);
  // The customer acted for, as read when the acting began.
  const language = languageAsked(useAppSelector(selectCustomer)?.language);
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
        ({email}){actingReadOnly && ': read-only, nothing can be entered'}. Customer&rsquo;s language:{' '}
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </p>
      <Button variant="secondary" onClick={() => dispatch(stopActingRequested())}>
        {actingReadOnly ? 'Leave the screen share' : 'Stop acting'}
      </Button>
    </section>
  );
}
