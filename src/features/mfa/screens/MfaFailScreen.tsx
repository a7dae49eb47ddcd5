// /authentication/mfa/fail: the MFA failure page of type login. The customer has been signed out (on the
// server too); the page says why, how to get help, and leads back to login.
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import styles from '../../../components/Card.module.scss';
import { PhoneLink } from '../../../components/PhoneLink';
import { useAppSelector } from '../../../store/hooks';
import type { MfaFailure } from '../../../events/mfaEvents';
import { selectBrand } from '../../../store/selectors';
import { paths } from '../../../config/paths';

export const MFA_FAIL_TITLE = "We couldn't verify your identity";

const REASONS: Record<MfaFailure, string> = {
  denied: 'For your security, we could not complete the verification of this log-in, so we have logged you out.',
  tooManyCodes:
    'Too many incorrect codes were entered, so we have logged you out to protect your account. You can try again in 30 minutes.',
  expired:
    'The verification code has expired, so we have logged you out to protect your account. Log in again to get a new code.',
};

export function MfaFailScreen() {
  const location = useLocation();
  const brand = useAppSelector(selectBrand);
  const reason = (location.state as { reason?: MfaFailure } | null)?.reason;
  return (
    <section className={styles.card} aria-labelledby="mfa-fail-title">
      <h1 id="mfa-fail-title" className={styles.title}>
        {MFA_FAIL_TITLE}
      </h1>
      <p>{REASONS[reason && reason in REASONS ? reason : 'denied']}</p>
      <p>
        If you need help getting into your account, call us at <PhoneLink number={brand.phoneNumber} /> (
        {brand.contactHours}).
      </p>
      <Link to={paths.login.href()} className={buttonClass('primary', true)}>
        Go to login
      </Link>
    </section>
  );
}
