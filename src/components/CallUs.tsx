// The brand's phone number and hours, as a line under a form or a dead end.
import { useAppSelector } from '../store/hooks';
import { selectBrand } from '../store/selectors';
import styles from './Card.module.scss';
import { PhoneLink } from './PhoneLink';

export function CallUs({ prefix = 'Need help? Call us at' }: { prefix?: string }) {
  const brand = useAppSelector(selectBrand);
  return (
    <p className={styles.muted}>
      {prefix} <PhoneLink number={brand.phoneNumber} /> ({brand.contactHours}).
    </p>
  );
}
