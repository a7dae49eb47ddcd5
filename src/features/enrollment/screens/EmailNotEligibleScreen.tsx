import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { enrollmentPaths } from '../../../config/enrollmentPaths';

export function EmailNotEligibleScreen() {
  return (
    <DeadEnd
      id="email-not-eligible-title"
      title="This email can't be used"
      actions={<LinkButton to={enrollmentPaths.personalForm.href()}>Use a Different Email</LinkButton>}
    >
      <p>
        The email address you entered belongs to another customer record, so it can't be used for this account. Please
        enroll with your own email address.
      </p>
    </DeadEnd>
  );
}
