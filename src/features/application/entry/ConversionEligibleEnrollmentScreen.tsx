import { Link } from 'react-router-dom';
import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';

/**
 * /application/conversion-eligible-enrollment: a store customer without an online login whose open store loan may be
 * converted into an installment loan enrolls first; once signed in, the application offers the conversion.
 */
export function ConversionEligibleEnrollmentScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <DeadEnd
      id="conversion-enrollment-title"
      title="Your store loan may be converted"
      actions={
        <>
          <LinkButton to={paths.enrollment.root.href()}>Enroll Now</LinkButton>
          <Link to={paths.findAStore.href()}>Find a store</Link>
        </>
      }
    >
      <p>
        You have an open store loan with {brand.friendlyName} that you may be able to convert into an installment loan
        with smaller payments over time. Set up your online login first: we find your record with your Social Security
        number and date of birth and confirm your phone and email.
      </p>
      <p>Then log in and start your application: we show you the conversion before anything else.</p>
    </DeadEnd>
  );
}
