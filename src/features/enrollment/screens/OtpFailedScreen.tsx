import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';

export function OtpFailedScreen() {
  return (
    <DeadEnd
      id="otp-failed-title"
      title="We couldn't verify your phone"
      actions={<LinkButton to={paths.enrollment.root.href()}>Back to Enrollment</LinkButton>}
    >
      <p>
        Too many incorrect codes were entered. For your security, enrollment for this record is paused for 30 minutes.
      </p>
    </DeadEnd>
  );
}
