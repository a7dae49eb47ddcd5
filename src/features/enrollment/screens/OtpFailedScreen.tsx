import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

export function OtpFailedScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  return (
    <DeadEnd
      id="otp-failed-title"
      title={text('otpFailed.title')}
      actions={<LinkButton to={paths.enrollment.root.href()}>{text('enroll.backToEnrollment')}</LinkButton>}
    >
      <p>{text('otpFailed.body')}</p>
    </DeadEnd>
  );
}
