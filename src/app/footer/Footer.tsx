// Every page's footer: the language control, the brand's links and legal disclosures (their own chunk, loaded after the page; until then
// the brand record's policy and terms links) and customer service. On /login the server's HTML has the footer whole
// (the login shell loads its chunk and is given its content, decision 0067), and the app takes that part over once
// the chunk and the content have loaded here too: until then React leaves the server's markup as it is.
import { Suspense } from 'react';
import { Trans } from '@lingui/react';
import { commonTexts, type CommonText } from '../../i18n/texts/catalog';
import { useTexts } from '../../i18n/useTexts';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { preloadable } from '../../components/preloadable';
import { PhoneLink } from '../../components/PhoneLink';
import { useAppSelector } from '../../store/hooks';
import { selectBrand, selectFlags, selectVersion } from '../../store/selectors';
import { FooterLinks, usePolicyLinks } from './FooterLinks';
import styles from './Footer.module.scss';
import { useContactHours } from '../../i18n/useContactHours';

const footerContent = preloadable(() =>
  import(/* webpackChunkName: "footer" */ './FooterContent').then((module) => module.default),
);
/** The footer's content module (the login shell waits for it before its first render). */
export const loadFooterContentModule = footerContent.load;

export function Footer() {
  const text = useTexts<CommonText>(commonTexts);
  const brand = useAppSelector(selectBrand);
  const hours = useContactHours();
  const flags = useAppSelector(selectFlags);
  const version = useAppSelector(selectVersion);
  const language = useAppSelector((state) => state.runtime.language);
  const policyLinks = usePolicyLinks(brand);
  const FooterContent = footerContent.useLoaded() ?? footerContent.Lazy;
  const disclosureFlags = {
    hideHawaiiFooter: flags?.hideHawaiiFooter ?? false,
    hideKentuckyIowaFooter: flags?.hideKentuckyIowaFooter ?? false,
    showNewCaNotice: flags?.showNewCaNotice ?? false,
    enableXact: flags?.enableXact ?? false,
  };
  return (
    <footer className={styles.footer}>
      <LanguageSwitch />
      <p>
        <Trans
          id="footer.customerService"
          values={{ brand: brand.name, phone: brand.phoneNumber, hours }}
          components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
        />
      </p>
      <Suspense fallback={<FooterLinks links={policyLinks} />}>
        <FooterContent brand={brand} flags={disclosureFlags} language={language} />
      </Suspense>
      <p className={styles.copyright}>
        {text('footer.fictional', { brand: brand.name })}
        {version && <> {text('footer.version', { version })}</>}
      </p>
    </footer>
  );
}
