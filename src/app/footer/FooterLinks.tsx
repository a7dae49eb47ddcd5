// The footer's row of links: the brand's served links, or its policy and terms links until (or unless) they arrive.
import type { Brand } from '../../../brands/brandSchema';
import type { FooterLink } from './footerContent';
import styles from './Footer.module.scss';

export function policyLinks(brand: Brand): FooterLink[] {
  return [
    { idTag: 'privacy', url: brand.policyLinks.privacy, title: 'Privacy policy' },
    { idTag: 'terms', url: brand.policyLinks.terms, title: 'Terms of use' },
  ];
}

export function FooterLinks({ links }: { links: FooterLink[] }) {
  return (
    <nav aria-label="Footer">
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
