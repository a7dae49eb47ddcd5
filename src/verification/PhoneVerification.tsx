// Verification by a one-time code sent to the customer's phone, shared by the multi-factor check and
// enrollment: first 'Send Code' to the masked number, then the code form with a resend link that is hidden
// until the wait has passed (and again after each resend, with the resend notice).
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import styles from '../components/Card.module.scss';
import { CodeEntryForm, type CodeValues } from './CodeEntryForm';
import { ResendCode } from './EmailVerification';
import { Trans } from '@lingui/react';
import type { Message } from '../lib/apiError';
import { useMessageText, useTexts } from '../i18n/useTexts';
import { verificationTexts, type VerificationText } from './texts/catalog';

interface PhoneVerificationProps {
  /** The number as the server masks it: '(•••) •••-0142'. */
  maskedPhone: string | null;
  sent: boolean;
  error: Message | null;
  notice: string | null;
  failures: number;
  submitting: boolean;
  resendVisible: boolean;
  onSend: () => void;
  onResend: () => void;
  onSubmit: (values: CodeValues) => void;
  /** MFA with OTP_PHONE_EMAIL: the way back to a code by email. */
  onChooseEmail?: () => void;
}

export function PhoneVerification(props: PhoneVerificationProps) {
  const {
    maskedPhone,
    sent,
    error,
    notice,
    failures,
    submitting,
    resendVisible,
    onSend,
    onResend,
    onSubmit,
    onChooseEmail,
  } = props;
  const text = useTexts<VerificationText>(verificationTexts);
  const messageText = useMessageText();
  const number = maskedPhone ?? text('phone.yourNumber');
  const strong = { 0: <strong className={styles.nowrap} /> };
  return (
    <section className={styles.card} aria-labelledby="phone-verification-title">
      <h1 id="phone-verification-title" className={styles.title}>
        {text('phone.title')}
      </h1>
      {notice && <Alert tone="success">{messageText(notice)}</Alert>}
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {sent ? (
        <>
          <p>
            <Trans id="phone.texted" values={{ number }} components={strong} />
          </p>
          <CodeEntryForm failures={failures} submitting={submitting} onSubmit={onSubmit} />
        </>
      ) : (
        <>
          <p>
            <Trans id="phone.willText" values={{ number }} components={strong} />
          </p>
          <Button block onClick={onSend} disabled={submitting}>
            {text('phone.send')}
          </Button>
        </>
      )}
      <div className={styles.actions}>
        {sent && <ResendCode visible={resendVisible} onResend={onResend} />}
        {onChooseEmail && (
          <Button variant="link" onClick={onChooseEmail}>
            {text('phone.byEmail')}
          </Button>
        )}
      </div>
    </section>
  );
}
