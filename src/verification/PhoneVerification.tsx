// Verification by a one-time code sent to the customer's phone, shared by the multi-factor check and
// enrollment: first 'Send Code' to the masked number, then the code form with a resend link that is hidden
// until the wait has passed (and again after each resend, with the resend notice).
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import styles from '../components/Card.module.scss';
import { CodeEntryForm, type CodeValues } from './CodeEntryForm';
import { ResendCode } from './EmailVerification';

interface PhoneVerificationProps {
  /** The number as the server masks it: '(•••) •••-0142'. */
  maskedPhone: string | null;
  sent: boolean;
  error: string | null;
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
  const number = maskedPhone ?? 'the mobile number on your account';
  return (
    <section className={styles.card} aria-labelledby="phone-verification-title">
      <h1 id="phone-verification-title" className={styles.title}>
        Phone Verification
      </h1>
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {sent ? (
        <>
          <p>
            We texted a verification code to <strong className={styles.nowrap}>{number}</strong>. Enter it below to
            continue. The code expires in 10 minutes.
          </p>
          <CodeEntryForm failures={failures} submitting={submitting} onSubmit={onSubmit} />
        </>
      ) : (
        <>
          <p>
            We will text a verification code to <strong className={styles.nowrap}>{number}</strong>. Message and data
            rates may apply.
          </p>
          <Button block onClick={onSend} disabled={submitting}>
            Send Code
          </Button>
        </>
      )}
      <div className={styles.actions}>
        {sent && <ResendCode visible={resendVisible} onResend={onResend} />}
        {onChooseEmail && (
          <Button variant="link" onClick={onChooseEmail}>
            Receive code by email instead
          </Button>
        )}
      </div>
    </section>
  );
}
