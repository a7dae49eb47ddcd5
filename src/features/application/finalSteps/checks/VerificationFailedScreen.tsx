// /application/mfa/verification-failed: the mobile number's check ended (too many wrong codes); the application is
// kept and the way on is a call.
import { CallUs } from '../../../../components/CallUs';
import { ApplicationPage } from '../../progress/ApplicationPage';
import { CHECKS_TEXT } from './checksText';

export function VerificationFailedScreen() {
  return (
    <ApplicationPage id="verification-failed-title" title={CHECKS_TEXT.failedTitle}>
      <p>{CHECKS_TEXT.failedText}</p>
      <CallUs wording="callUs.plain" />
    </ApplicationPage>
  );
}
