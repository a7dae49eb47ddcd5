import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';

export function EnrollmentErrorScreen() {
  return (
    <DeadEnd
      id="enrollment-error-title"
      title="Hmmm... something's not working at the moment. Please try again later."
      actions={<LinkButton to={paths.enrollment.root.href()}>Back to Enrollment</LinkButton>}
    >
      <p>Your enrollment was not lost: enroll again with the same email and password to pick up where you left off.</p>
    </DeadEnd>
  );
}
