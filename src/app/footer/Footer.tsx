// Every page's footer: the brand's links and legal disclosures (their own chunk, loaded after the page; until then
// the brand record's policy and terms links) and customer service.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { PhoneLink } from '../../components/PhoneLink';
import { useAppSelector } from '../../store/hooks';
import { selectBrand, selectFlags, selectVersion } from '../../store/selectors';
import { FooterLinks, policyLinks } from './FooterLinks';
import styles from './Footer.module.scss';

const FooterContent = lazy(() => import(/* webpackChunkName: "footer" */ './FooterContent'));

const noSubscription = () => () => undefined;

/** False while a server-rendered page is taken over (and on the server), true after: the footer's content loads then. */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function Footer() {
  const brand = useAppSelector(selectBrand);
  const flags = useAppSelector(selectFlags);
  const version = useAppSelector(selectVersion);
  const hydrated = useAfterHydration();
  const disclosureFlags = {
    hideHawaiiFooter: flags?.hideHawaiiFooter ?? false,
    hideKentuckyIowaFooter: flags?.hideKentuckyIowaFooter ?? false,
    showNewCaNotice: flags?.showNewCaNotice ?? false,
    enableXact: flags?.enableXact ?? false,
  };
  return (
    <footer className={styles.footer}>
      <p>
        {brand.name} customer service: <PhoneLink number={brand.phoneNumber} />, {brand.contactHours}
      </p>
      {hydrated ? (
        <Suspense fallback={<FooterLinks links={policyLinks(brand)} />}>
          <FooterContent brand={brand} flags={disclosureFlags} />
        </Suspense>
      ) : (
        <FooterLinks links={policyLinks(brand)} />
      )}
      <p className={styles.copyright}>
        © {brand.name}. Every name, number and address on this site is fictional.
        {version && <> Version {version}.</>}
      </p>
    </footer>
  );
}
