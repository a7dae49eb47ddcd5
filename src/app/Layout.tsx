// The page frame: a skip link, the brand's header (logo, name, phone, Log Out when signed in), the page,
// and the footer with the brand's policy and terms links and contact hours.
import { Outlet } from 'react-router-dom';
import buttonStyles from '../components/Button.module.scss';
import { signOutRequested } from '../features/auth/authSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectBrand } from '../store/selectors';
import styles from './Layout.module.scss';

export function Layout() {
  const brand = useAppSelector(selectBrand);
  const signedIn = useAppSelector((s) => s.auth.status === 'signedIn');
  const dispatch = useAppDispatch();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <a href="/" className={styles.logoLink}>
          <img src={brand.logoImage} alt={brand.name} width={260} height={48} className={styles.logo} />
        </a>
        <nav aria-label="Help and account" className={styles.nav}>
          <a href={`tel:${brand.phoneNumber}`} className={styles.phone}>
            <span className={styles.phoneLabel}>Call us </span>
            {brand.phoneNumber}
          </a>
          {signedIn && (
            <button type="button" className={`${buttonStyles.button} ${styles.logout}`} onClick={() => dispatch(signOutRequested())}>
              Log Out
            </button>
          )}
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>
          {brand.name} · Customer service {brand.phoneNumber}, {brand.contactHours}
        </p>
        <p className={styles.links}>
          <a href={brand.policyLinks.privacy}>Privacy policy</a>
          <a href={brand.policyLinks.terms}>Terms of use</a>
        </p>
      </footer>
    </div>
  );
}
