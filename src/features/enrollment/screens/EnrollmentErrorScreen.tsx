import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/genericErrorMessage';

export function EnrollmentErrorScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  const messageText = useMessageText();
  return (
    <DeadEnd
      id="enrollment-error-title"
      title={messageText(GENERIC_ERROR_MESSAGE)}
      actions={<LinkButton to={paths.enrollment.root.href()}>{text('enroll.backToEnrollment')}</LinkButton>}
    >
      <p>{text('enrollmentError.body')}</p>
    </DeadEnd>
  );
}
