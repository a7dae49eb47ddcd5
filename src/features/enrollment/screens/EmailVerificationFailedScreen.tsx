import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

export function EmailVerificationFailedScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  return (
    <DeadEnd
      id="email-failed-title"
      title={text('emailFailed.title')}
      actions={<LinkButton to={paths.enrollment.root.href()}>{text('enroll.backToEnrollment')}</LinkButton>}
    >
      <p>{text('emailFailed.body')}</p>
    </DeadEnd>
  );
}
