// Content each brand serves that is not application data: the footer's links (REST GET {footer-links}/{brandKey},
// spec 7.2) and the learning center's links (getLearningCenterLinks, spec 3.7). Both are data in the brand's folder
// (brands/<key>/links.json), read and checked against the schema on first use, so a bad file fails loudly
// (and brands.test.ts fails before it ships).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrandKey } from '../../../brands/brandKeys';
import { linksSchema, type BrandLinks } from '../../../brands/legalSchema';
import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/rules/language';

const cache = new Map<BrandKey, BrandLinks>();

function linksOf(brand: BrandKey): BrandLinks {
  let links = cache.get(brand);
  if (!links) {
    const file = fileURLToPath(new URL(`../../../brands/${brand}/links.json`, import.meta.url));
    links = linksSchema.validateSync(JSON.parse(readFileSync(file, 'utf8')), { stripUnknown: true });
    cache.set(brand, links);
  }
  return links;
}

/** The footer's links, each titled in `language` where the brand's file has its words (else in English). */
export function footerLinks(
  brand: BrandKey,
  language: Language = DEFAULT_LANGUAGE,
): { idTag: string; url: string; title: string }[] {
  return linksOf(brand).footerLinks.map(({ idTag, url, title, translations }) => ({
    idTag,
    url,
    title: (language !== DEFAULT_LANGUAGE && translations?.[language]?.title) || title,
  }));
}

/** Every link, active or not: the portal shows the active ones (an editor may park a link inactive). */
export function learningCenterLinks(brand: BrandKey): BrandLinks['learningCenter'] {
  return linksOf(brand).learningCenter;
}
