import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { enrollmentPaths } from '../../../config/enrollmentPaths';
import { useAppSelector } from '../../../store/hooks';
import { selectEnrollment } from '../enrollmentSlice';
import { useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

export function EmailAlreadyInUseScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  const email = useAppSelector((s) => selectEnrollment(s).email);
  return (
    <DeadEnd
      id="email-in-use-title"
      title={text('emailInUse.title')}
      actions={
        <>
          <LinkButton to={paths.login.href()}>{text('enroll.logIn')}</LinkButton>
          <LinkButton to={enrollmentPaths.personalForm.href()} secondary>
            {text('enroll.useDifferentEmail')}
          </LinkButton>
        </>
      }
    >
      <p>{email ? text('emailInUse.bodyNamed', { email }) : text('emailInUse.body')}</p>
    </DeadEnd>
  );
}
