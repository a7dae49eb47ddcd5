import { Link } from 'react-router-dom';
import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

/**
 * /application/conversion-eligible-enrollment: a store customer without an online login whose open store loan may be
 * converted into an installment loan enrolls first; once signed in, the application offers the conversion.
 */
export function ConversionEligibleEnrollmentScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const brand = useAppSelector(selectBrand);
  return (
    <DeadEnd
      id="conversion-enrollment-title"
      title={text('conversionEnrollment.title')}
      actions={
        <>
          <LinkButton to={paths.enrollment.root.href()}>{text('application.enrollNow')}</LinkButton>
          <Link to={paths.findAStore.href()}>{text('application.findAStore')}</Link>
        </>
      }
    >
      <p>{text('conversionEnrollment.text', { brand: brand.friendlyName })}</p>
      <p>{text('conversionEnrollment.then')}</p>
    </DeadEnd>
  );
}
