import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { enrollmentPaths } from '../../../config/enrollmentPaths';
import { useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

export function NoRecordLocatedScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  return (
    <DeadEnd
      id="no-record-title"
      title={text('noRecord.title')}
      actions={<LinkButton to={enrollmentPaths.personalForm.href()}>{text('enroll.tryAgain')}</LinkButton>}
    >
      <p>{text('noRecord.body')}</p>
      <p>{text('noRecord.apply')}</p>
    </DeadEnd>
  );
}
