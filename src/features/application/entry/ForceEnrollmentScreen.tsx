import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

/** /application/force-enrollment: a store customer without an online login enrolls first (their records are found by SSN). */
export function ForceEnrollmentScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const brand = useAppSelector(selectBrand);
  return (
    <DeadEnd
      id="force-enrollment-title"
      title={text('forceEnrollment.title')}
      actions={<LinkButton to={paths.enrollment.root.href()}>{text('application.enrollNow')}</LinkButton>}
    >
      <p>{text('forceEnrollment.text', { brand: brand.friendlyName })}</p>
    </DeadEnd>
  );
}
