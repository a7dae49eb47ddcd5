import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { PhoneLink } from '../../../components/PhoneLink';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { selectEnrollment } from '../enrollmentSlice';

export function ThankYouScreen() {
  const firstName = useAppSelector((s) => selectEnrollment(s).firstName);
  const brand = useAppSelector(selectBrand);
  return (
    <DeadEnd
      id="thank-you-title"
      title={firstName ? `Thank you, ${firstName}` : 'Thank you'}
      actions={<LinkButton to={paths.login.href()}>Go to login</LinkButton>}
    >
      <p>We need to confirm a few more details with you before your online account is ready.</p>
      <p>
        Please call us at <PhoneLink number={brand.phoneNumber} /> and we will finish setting it up together. Have your
        ID with you.
      </p>
    </DeadEnd>
  );
}
