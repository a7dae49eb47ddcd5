import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';

/** /application/force-enrollment: a store customer without an online login enrolls first (their records are found by SSN). */
export function ForceEnrollmentScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <DeadEnd
      id="force-enrollment-title"
      title="You're already our customer"
      actions={<LinkButton to={paths.enrollment.root.href()}>Enroll Now</LinkButton>}
    >
      <p>
        We found your email on a {brand.friendlyName} account you opened in a store. Set up your online login first: we
        find your record with your Social Security number and date of birth, confirm your phone and email, and then you
        can apply online with what we already know.
      </p>
    </DeadEnd>
  );
}
