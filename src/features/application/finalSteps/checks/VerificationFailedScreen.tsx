// /application/mfa/verification-failed: the mobile number's check ended (too many wrong codes); the application is
// kept and the way on is a call.
import { CallUs } from '../../../../components/CallUs';
import { ApplicationPage } from '../../progress/ApplicationPage';
import { useChecksText } from './useChecksText';

export function VerificationFailedScreen() {
  const checksText = useChecksText();
  return (
    <ApplicationPage id="verification-failed-title" title={checksText.failedTitle}>
      <p>{checksText.failedText}</p>
      <CallUs wording="callUs.plain" />
    </ApplicationPage>
  );
}
