// /authentication/forgot-email/fail: no account matched; try again, call, or enroll.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { FORGOT_EMAIL_NO_MATCH } from '../recoveryMessages';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';
import { Trans } from '@lingui/react';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { recoveryTexts, type RecoveryText } from '../texts/recovery/catalog';
import { useContactHours } from '../../../i18n/useContactHours';

export function ForgotEmailFailScreen() {
  const text = useTexts<RecoveryText>(recoveryTexts);
  const messageText = useMessageText();
  const brand = useAppSelector(selectBrand);
  const hours = useContactHours();
  return (
    <section className={styles.card} aria-labelledby="forgot-email-fail-title">
      <h1 id="forgot-email-fail-title" className={styles.title}>
        {messageText(FORGOT_EMAIL_NO_MATCH)}
      </h1>
      <p>
        <Trans
          id="forgotEmailFail.help"
          values={{ phone: brand.phoneNumber, hours, brand: brand.friendlyName }}
          components={{
            0: <Link to={paths.forgotEmail.href()} />,
            1: <a href={`tel:${brand.phoneNumber}`} />,
            2: <Link to={paths.enrollment.root.href()} />,
          }}
        />
      </p>
      <GoToLoginButton label={text('recovery.goToLogin')} />
    </section>
  );
}
