import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/Card';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { enrollmentPaths } from '../../../config/enrollmentPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { enrollmentRestarted } from '../enrollmentSlice';

/** /enrollment: what enrollment is, what it needs, and the way in. */
export function EnrollmentScreen() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  useEffect(() => {
    dispatch(enrollmentRestarted());
  }, [dispatch]);
  return (
    <Card id="enrollment-title" title="Enroll in online account access">
      <p>
        Already a {brand.name} customer, in a store or by phone? Create your online login to see your loans and make
        payments.
      </p>
      <p>You will need:</p>
      <ul>
        <li>your Social Security number and date of birth</li>
        <li>the street address and mobile phone number we have on file</li>
        <li>an email address you can open now</li>
      </ul>
      <LinkButton to={enrollmentPaths.personalForm.href()}>Get Started</LinkButton>
      <p>
        Already have an account? <Link to={paths.login.href()}>Log In</Link>
      </p>
    </Card>
  );
}
