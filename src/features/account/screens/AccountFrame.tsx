// The frame of every account page: the greeting (the customer's name, or the one an agent acts for), the page's own
// title under it, and the brand's help line at the foot.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PhoneLink } from '../../../components/PhoneLink';
import { useMeQuery } from '../../../api/customerEndpoints';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import styles from './account.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { accountTexts, type AccountText } from '../texts/catalog';
import { useContactHours } from '../../../i18n/useContactHours';

export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const brand = useAppSelector(selectBrand);
  const hours = useContactHours();
  const { data: me } = useMeQuery();
  const text = useTexts<AccountText>(accountTexts);
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.greeting}>
        {me ? text('frame.welcome', { firstName: me.firstName, lastName: me.lastName }) : text('frame.yourAccount')}
      </h1>
      <nav aria-label={text('frame.yourAccount')}>
        <ul className={styles.nav}>
          <li>
            <Link to={paths.account.root.href()}>{text('frame.loans')}</Link>
          </li>
          <li>
            <Link to={paths.account.ivr.href()}>{text('frame.payByPhone')}</Link>
          </li>
          <li>
            <Link to={paths.account.creditView.href()}>{text('frame.creditScore')}</Link>
          </li>
          <li>
            <Link to={paths.account.personal.href()}>{text('frame.contact')}</Link>
          </li>
        </ul>
      </nav>
      <h2 className={styles.title} data-page-title>
        {title}
      </h2>
      {children}
      <p className={styles.help}>
        <Trans
          id="frame.help"
          values={{ brand: brand.friendlyName, phone: brand.phoneNumber, hours }}
          components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
        />
      </p>
    </section>
  );
}
