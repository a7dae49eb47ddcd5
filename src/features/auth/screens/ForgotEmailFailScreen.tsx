// /authentication/forgot-email/fail: no account matched; try again, call, or enroll.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { FORGOT_EMAIL_NO_MATCH } from '../recoveryMessages';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';

export function ForgotEmailFailScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <section className={styles.card} aria-labelledby="forgot-email-fail-title">
      <h1 id="forgot-email-fail-title" className={styles.title}>
        {FORGOT_EMAIL_NO_MATCH}
      </h1>
      <p>
        Check the details and <Link to={paths.forgotEmail.href()}>try again</Link>, or call us at{' '}
        <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>, {brand.contactHours}. New to {brand.friendlyName}?{' '}
        <Link to={paths.enrollment.root.href()}>Enroll Now</Link>
      </p>
      <GoToLoginButton />
    </section>
  );
}
