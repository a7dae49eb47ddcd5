import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';

export function EmailVerificationFailedScreen() {
  return (
    <DeadEnd
      id="email-failed-title"
      title="We couldn't verify your email"
      actions={<LinkButton to={paths.enrollment.root.href()}>Back to Enrollment</LinkButton>}
    >
      <p>
        The code was entered incorrectly too many times, or it expired. For your security, enrollment for this record is
        paused for 30 minutes.
      </p>
    </DeadEnd>
  );
}
