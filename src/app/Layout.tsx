// The page frame: a skip link, the brand's header (logo, name, phone, and the help menu, a customer's screen share
// and Log In / Log Out, behind one Menu button on a phone: HeaderMenu), the banners while an agent acts for a
// customer or a customer shares their screens, the session-timeout modal while signed in, the page (a change of
// page moves the focus to its title: PageChange), and the footer with the brand's links, customer service and legal
// disclosures.
import { lazy, Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthButton } from '../features/auth/components/AuthButton';
import { useAppSelector } from '../store/hooks';
import { selectBrand } from '../store/selectors';
import { Footer } from './footer/Footer';
import { HeaderMenu } from './header/HeaderMenu';
import { HelpMenu } from './header/HelpMenu';
import styles from './Layout.module.scss';
import { PageChange } from './PageChange';
import { commonTexts, type CommonText } from '../i18n/texts/catalog';
import { useTexts } from '../i18n/useTexts';

// The screen share (remoteSession flag) is a signed-in customer's: its chunk loads only for them.
const ScreenShareButton = lazy(() =>
  import(/* webpackChunkName: "remote-session" */ '../features/remoteSession/components/ScreenShare').then((m) => ({
    default: m.ScreenShareButton,
  })),
);
const ScreenShareBanner = lazy(() =>
  import(/* webpackChunkName: "remote-session" */ '../features/remoteSession/components/ScreenShare').then((m) => ({
    default: m.ScreenShareBanner,
  })),
);

// The idle timer and its modal load only once someone is signed in; the banner of an agent acting for a customer, in
// the same chunk, only while an agent acts.
const SessionTimeout = lazy(
  () => import(/* webpackChunkName: "signed-in" */ '../features/session/components/SessionTimeout'),
);
const ActingBanner = lazy(() =>
  import(/* webpackChunkName: "signed-in" */ '../features/auth/components/ActingBanner').then((m) => ({
    default: m.ActingBanner,
  })),
);

export function Layout() {
  const text = useTexts<CommonText>(commonTexts);
  const brand = useAppSelector(selectBrand);
  const main = useRef<HTMLElement>(null);
  const signedIn = useAppSelector((s) => s.auth.status === 'signedIn');
  const acting = useAppSelector((s) => !!s.auth.adminEmail);
  const sharesScreen = useAppSelector(
    (s) => s.auth.status === 'signedIn' && !s.auth.isAdmin && !!s.runtime.flags?.remoteSession,
  );
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {text('frame.skipToContent')}
      </a>
      <header className={styles.header}>
        <a href="/" className={styles.logoLink}>
          <img src={brand.logoImage} alt={brand.name} width={260} height={48} className={styles.logo} />
        </a>
        <a href={`tel:${brand.phoneNumber}`} className={styles.phone}>
          <span className={styles.phoneLabel}>{text('frame.callUs')} </span>
          {brand.phoneNumber}
        </a>
        <nav aria-label={text('frame.navigation')} className={styles.nav}>
          <HeaderMenu>
            <HelpMenu />
            {sharesScreen && (
              <Suspense fallback={null}>
                <ScreenShareButton />
              </Suspense>
            )}
            <AuthButton className={styles.logout} />
          </HeaderMenu>
        </nav>
      </header>
      {acting && (
        <Suspense fallback={null}>
          <ActingBanner />
        </Suspense>
      )}
      {sharesScreen && (
        <Suspense fallback={null}>
          <ScreenShareBanner />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <SessionTimeout />
        </Suspense>
      )}
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <PageChange main={main} brandName={brand.name} />
      <Footer />
    </div>
  );
}
