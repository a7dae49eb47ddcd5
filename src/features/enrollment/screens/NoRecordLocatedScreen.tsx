import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { enrollmentPaths } from '../../../config/enrollmentPaths';

export function NoRecordLocatedScreen() {
  return (
    <DeadEnd
      id="no-record-title"
      title="We couldn't find your record"
      actions={<LinkButton to={enrollmentPaths.personalForm.href()}>Try Again</LinkButton>}
    >
      <p>
        We couldn't find a customer record that matches the details you entered. Check your Social Security number, date
        of birth and address, and try again.
      </p>
      <p>Online enrollment is for existing customers. New to us? Start an application instead.</p>
    </DeadEnd>
  );
}
