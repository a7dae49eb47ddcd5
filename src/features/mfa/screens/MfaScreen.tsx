// /authentication/mfa (auth-guarded): the multi-factor check after sign-in. It asks for the decision on
// arrival and shows the step the customer is on: the Email Verification screen, the phone code screen, the
// remember-device question, or a way to try again when a call failed.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import styles from '../../../components/Card.module.scss';
import { EmailVerification } from '../../../verification/EmailVerification';
import { RememberDeviceModal } from '../../../verification/RememberDeviceModal';
import { PhoneVerification } from '../../../verification/PhoneVerification';
import { maskEmail } from '../../../lib/rules/maskEmail';
import { safeRedirect } from '../../../lib/safeRedirect';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  channelChosen,
  emailCodeEntered,
  mfaStarted,
  phoneCodeEntered,
  phoneCodeRequested,
  rememberDeviceAnswered,
  resendRequested,
  selectMfa,
} from '../mfaSlice';
import { useTexts } from '../../../i18n/useTexts';
import { mfaTexts, type MfaText } from '../texts/catalog';
// The chunk's sagas join the store with it.

function RememberDeviceQuestion() {
  const text = useTexts<MfaText>(mfaTexts);
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((s) => selectMfa(s).submitting);
  return (
    <section className={styles.card} aria-labelledby="mfa-verified-title">
      <h1 id="mfa-verified-title" className={styles.title}>
        {text('mfa.phoneTitle')}
      </h1>
      <Alert tone="success">{text('mfa.phoneVerified')}</Alert>
      <RememberDeviceModal
        open
        submitting={submitting}
        onAnswer={(accept) => dispatch(rememberDeviceAnswered({ accept }))}
      />
    </section>
  );
}

export function MfaScreen() {
  const text = useTexts<MfaText>(mfaTexts);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const from = safeRedirect((location.state as { from?: unknown } | null)?.from);
  const mfa = useAppSelector(selectMfa);
  const email = useAppSelector((s) => s.auth.email) ?? '';
  useEffect(() => {
    dispatch(mfaStarted(from));
  }, [dispatch, from]);

  const resend = () => dispatch(resendRequested());
  if (mfa.step === 'email') {
    return (
      <EmailVerification
        maskedEmail={maskEmail(email)}
        error={mfa.error}
        notice={mfa.notice}
        failures={mfa.failures}
        submitting={mfa.submitting}
        ready={!!mfa.emailCode}
        resendVisible={mfa.resendVisible}
        onResend={resend}
        onSubmit={({ code, rememberDevice }) => dispatch(emailCodeEntered({ code, rememberDevice }))}
        offerRememberDevice
        onChoosePhone={mfa.decision === 'OTP_PHONE_EMAIL' ? () => dispatch(channelChosen('phone')) : undefined}
      />
    );
  }
  if (mfa.step === 'phone') {
    return (
      <PhoneVerification
        maskedPhone={mfa.phone.masked}
        sent={mfa.phone.sent}
        error={mfa.error}
        notice={mfa.notice}
        failures={mfa.failures}
        submitting={mfa.submitting}
        resendVisible={mfa.resendVisible}
        onSend={() => dispatch(phoneCodeRequested())}
        onResend={resend}
        onSubmit={({ code }) => dispatch(phoneCodeEntered({ code }))}
        onChooseEmail={mfa.decision === 'OTP_PHONE_EMAIL' ? () => dispatch(channelChosen('email')) : undefined}
      />
    );
  }
  if (mfa.step === 'rememberDevice') return <RememberDeviceQuestion />;
  if (mfa.step === 'error') {
    return (
      <section className={styles.card} aria-labelledby="mfa-error-title">
        <h1 id="mfa-error-title" className={styles.title}>
          {text('mfa.errorTitle')}
        </h1>
        <Alert tone="error">{text('mfa.errorBody')}</Alert>
        <Button block onClick={() => dispatch(mfaStarted(from))}>
          {text('mfa.tryAgain')}
        </Button>
      </section>
    );
  }
  return (
    <p role="status" className={styles.card}>
      {text('mfa.checking')}
    </p>
  );
}
