import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { PhoneLink } from '../../../components/PhoneLink';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { selectEnrollment } from '../enrollmentSlice';
import { Trans } from '@lingui/react';
import { useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

export function ThankYouScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  const firstName = useAppSelector((s) => selectEnrollment(s).firstName);
  const brand = useAppSelector(selectBrand);
  return (
    <DeadEnd
      id="thank-you-title"
      title={firstName ? text('thankYou.titleNamed', { name: firstName }) : text('thankYou.title')}
      actions={<LinkButton to={paths.login.href()}>{text('enroll.goToLogin')}</LinkButton>}
    >
      <p>{text('thankYou.body')}</p>
      <p>
        <Trans
          id="thankYou.call"
          values={{ phone: brand.phoneNumber }}
          components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
        />
      </p>
    </DeadEnd>
  );
}
