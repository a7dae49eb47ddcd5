// The footer's row of links: the brand's served links, or its policy and terms links until (or unless) they arrive.
import type { Brand } from '../../../brands/brandSchema';
import { commonTexts, type CommonText } from '../../i18n/texts/catalog';
import { useTexts } from '../../i18n/useTexts';
import type { FooterLink } from './footerContent';
import styles from './Footer.module.scss';

/** The brand record's privacy and terms links, titled in the page's language. */
export function usePolicyLinks(brand: Brand): FooterLink[] {
  const text = useTexts<CommonText>(commonTexts);
  return [
    { idTag: 'privacy', url: brand.policyLinks.privacy, title: text('footer.privacy') },
    { idTag: 'terms', url: brand.policyLinks.terms, title: text('footer.terms') },
  ];
}

export function FooterLinks({ links }: { links: FooterLink[] }) {
  const text = useTexts<CommonText>(commonTexts);
  return (
    <nav aria-label={text('footer.links')}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.idTag}>
            <a href={link.url} data-id-tag={link.idTag}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
