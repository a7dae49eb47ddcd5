import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/Card';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { enrollmentPaths } from '../../../config/enrollmentPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { enrollmentRestarted } from '../enrollmentSlice';
import { Trans } from '@lingui/react';
import { useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

/** /enrollment: what enrollment is, what it needs, and the way in. */
export function EnrollmentScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  useEffect(() => {
    dispatch(enrollmentRestarted());
  }, [dispatch]);
  return (
    <Card id="enrollment-title" title={text('enroll.title')}>
      <p>{text('enroll.intro', { brand: brand.name })}</p>
      <p>{text('enroll.needs')}</p>
      <ul>
        <li>{text('enroll.needsSsn')}</li>
        <li>{text('enroll.needsAddress')}</li>
        <li>{text('enroll.needsEmail')}</li>
      </ul>
      <LinkButton to={enrollmentPaths.personalForm.href()}>{text('enroll.getStarted')}</LinkButton>
      <p>
        <Trans id="enroll.haveAccount" components={{ 0: <Link to={paths.login.href()} /> }} />
      </p>
    </Card>
  );
}
