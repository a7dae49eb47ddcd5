// The Email Verification screen of the specification (section 2), shared by the multi-factor check and
// enrollment: title, the masked email, the code form, 'Verify Code', and a resend link that is hidden until
// the wait has passed (and again after each resend, with the resend notice). The MFA check adds 'Remember My
// Device' and 'Receive code by phone instead'; enrollment adds the help phone number, and after success shows
// EmailVerified with the 'Already have an account? Log In' link.
import { Link } from 'react-router-dom';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import styles from '../components/Card.module.scss';
import { CodeEntryForm, type CodeValues } from './CodeEntryForm';
import { PhoneLink } from '../components/PhoneLink';
import { paths } from '../config/paths';
import { Trans } from '@lingui/react';
import type { Message } from '../lib/apiError';
import { useMessageText, useTexts } from '../i18n/useTexts';
import { verificationTexts, type VerificationText } from './texts/catalog';

/** The resend link, hidden (with a word on why) until the wait has passed. */
export function ResendCode({ visible, onResend }: { visible: boolean; onResend: () => void }) {
  const text = useTexts<VerificationText>(verificationTexts);
  return visible ? (
    <Button variant="link" onClick={onResend}>
      {text('code.resend')}
    </Button>
  ) : (
    <p className={styles.muted}>{text('code.resendWait')}</p>
  );
}

interface EmailVerificationProps {
  maskedEmail: string;
  error: Message | null;
  notice: string | null;
  failures: number;
  submitting: boolean;
  resendVisible: boolean;
  onResend: () => void;
  onSubmit: (values: CodeValues) => void;
  /** MFA: offer 'Remember My Device'. */
  offerRememberDevice?: boolean;
  /** MFA with OTP_PHONE_EMAIL: 'Receive code by phone instead'. */
  onChoosePhone?: () => void;
  /** Enrollment: the brand's help number. */
  helpPhone?: string;
  /** false until the code has been sent. */
  ready?: boolean;
}

export function EmailVerification(props: EmailVerificationProps) {
  const {
    maskedEmail,
    error,
    notice,
    failures,
    submitting,
    resendVisible,
    onResend,
    onSubmit,
    offerRememberDevice,
    onChoosePhone,
    helpPhone,
    ready,
  } = props;
  const text = useTexts<VerificationText>(verificationTexts);
  const messageText = useMessageText();
  return (
    <section className={styles.card} aria-labelledby="email-verification-title">
      <h1 id="email-verification-title" className={styles.title}>
        {text('email.title')}
      </h1>
      <p>
        <Trans id="email.sent" values={{ email: maskedEmail }} components={{ 0: <strong /> }} />
      </p>
      {notice && <Alert tone="success">{messageText(notice)}</Alert>}
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      <CodeEntryForm
        failures={failures}
        submitting={submitting}
        offerRememberDevice={offerRememberDevice}
        ready={ready}
        onSubmit={onSubmit}
      />
      <div className={styles.actions}>
        <ResendCode visible={resendVisible} onResend={onResend} />
        {onChoosePhone && (
          <Button variant="link" onClick={onChoosePhone}>
            {text('email.byPhone')}
          </Button>
        )}
      </div>
      {helpPhone && (
        <p className={styles.muted}>
          <Trans id="email.help" values={{ phone: helpPhone }} components={{ 0: <PhoneLink number={helpPhone} /> }} />
        </p>
      )}
    </section>
  );
}

/** The Email Verification screen after success in enrollment: the login is ready. */
export function EmailVerified() {
  const text = useTexts<VerificationText>(verificationTexts);
  return (
    <section className={styles.card} aria-labelledby="email-verified-title">
      <h1 id="email-verified-title" className={styles.title}>
        {text('email.title')}
      </h1>
      <Alert tone="success">{text('email.verified')}</Alert>
      <p>
        <Trans id="email.haveAccount" components={{ 0: <Link to={paths.login.href()} /> }} />
      </p>
    </section>
  );
}
