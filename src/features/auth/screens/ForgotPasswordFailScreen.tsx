// /authentication/forgot-password/fail: the reset was refused; the brand's number to call.
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { RESET_REFUSED } from '../recoveryMessages';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';

export function ForgotPasswordFailScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <section className={styles.card} aria-labelledby="forgot-password-fail-title">
      <h1 id="forgot-password-fail-title" className={styles.title}>
        {RESET_REFUSED}
      </h1>
      <p>
        For your security, please call us at <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>,{' '}
        {brand.contactHours}, and we will help you get back into your account.
      </p>
      <GoToLoginButton />
    </section>
  );
}
