// The frame of every account page: the greeting (the customer's name, or the one an agent acts for), the page's own
// title under it, and the brand's help line at the foot.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PhoneLink } from '../../../components/PhoneLink';
import { useMeQuery } from '../../../api/customerEndpoints';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import styles from './account.module.scss';

export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const brand = useAppSelector(selectBrand);
  const { data: me } = useMeQuery();
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.greeting}>
        {me ? `Welcome back, ${me.firstName} ${me.lastName}` : 'Your account'}
      </h1>
      <nav aria-label="Your account">
        <ul className={styles.nav}>
          <li>
            <Link to={paths.account.root.href()}>Your loans</Link>
          </li>
          <li>
            <Link to={paths.account.ivr.href()}>Pay by phone</Link>
          </li>
          <li>
            <Link to={paths.account.creditView.href()}>Free credit score</Link>
          </li>
          <li>
            <Link to={paths.account.personal.href()}>Contact details</Link>
          </li>
        </ul>
      </nav>
      <h2 className={styles.title} data-page-title>
        {title}
      </h2>
      {children}
      <p className={styles.help}>
        Questions about your account? Call {brand.friendlyName} at <PhoneLink number={brand.phoneNumber} />,{' '}
        {brand.contactHours}.
      </p>
    </section>
  );
}
