import { EmailVerified } from '../../../verification/EmailVerification';
import { AtState } from './AtState';

/** /enrollment/success: the email is verified and the login is ready. */
export function SuccessScreen() {
  return (
    <AtState state="APPROVED">
      <EmailVerified />
    </AtState>
  );
}
