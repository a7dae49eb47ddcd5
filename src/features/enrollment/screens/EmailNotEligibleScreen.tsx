import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { enrollmentPaths } from '../../../config/enrollmentPaths';
import { useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

export function EmailNotEligibleScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  return (
    <DeadEnd
      id="email-not-eligible-title"
      title={text('emailNotEligible.title')}
      actions={<LinkButton to={enrollmentPaths.personalForm.href()}>{text('enroll.useDifferentEmail')}</LinkButton>}
    >
      <p>{text('emailNotEligible.body')}</p>
    </DeadEnd>
  );
}
