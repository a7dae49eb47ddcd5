import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { enrollmentPaths } from '../../../config/enrollmentPaths';
import { useAppSelector } from '../../../store/hooks';
import { selectEnrollment } from '../enrollmentSlice';

export function EmailAlreadyInUseScreen() {
  const email = useAppSelector((s) => selectEnrollment(s).email);
  return (
    <DeadEnd
      id="email-in-use-title"
      title="This email is already in use"
      actions={
        <>
          <LinkButton to={paths.login.href()}>Log In</LinkButton>
          <LinkButton to={enrollmentPaths.personalForm.href()} secondary>
            Use a Different Email
          </LinkButton>
        </>
      }
    >
      <p>
        {email ? <>An online account already uses {email}.</> : 'An online account already uses this email address.'}{' '}
        Log in with it, or enroll with a different email address.
      </p>
    </DeadEnd>
  );
}
