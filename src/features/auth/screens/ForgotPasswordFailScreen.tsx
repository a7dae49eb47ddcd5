// /authentication/forgot-password/fail: the reset was refused; the brand's number to call.
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { RESET_REFUSED } from '../recoveryMessages';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';
import { Trans } from '@lingui/react';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { recoveryTexts, type RecoveryText } from '../texts/recovery/catalog';
import { useContactHours } from '../../../i18n/useContactHours';

export function ForgotPasswordFailScreen() {
  const text = useTexts<RecoveryText>(recoveryTexts);
  const messageText = useMessageText();
  const brand = useAppSelector(selectBrand);
  const hours = useContactHours();
  return (
    <section className={styles.card} aria-labelledby="forgot-password-fail-title">
      <h1 id="forgot-password-fail-title" className={styles.title}>
        {messageText(RESET_REFUSED)}
      </h1>
      <p>
        <Trans
          id="forgotPasswordFail.help"
          values={{ phone: brand.phoneNumber, hours }}
          components={{ 0: <a href={`tel:${brand.phoneNumber}`} /> }}
        />
      </p>
      <GoToLoginButton label={text('recovery.goToLogin')} />
    </section>
  );
}
