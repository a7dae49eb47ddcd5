import { Link } from 'react-router-dom';
import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

export function CustomerAlreadyInUseScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  return (
    <DeadEnd
      id="customer-in-use-title"
      title={text('customerInUse.title')}
      actions={
        <>
          <LinkButton to={paths.login.href()}>{text('enroll.logIn')}</LinkButton>
          <Link to={paths.forgotPassword.href()}>{text('enroll.forgotPassword')}</Link>
        </>
      }
    >
      <p>{text('customerInUse.body')}</p>
    </DeadEnd>
  );
}
