// What a brand's footer needs beyond its brand record, loaded once per brand and language (on the server, given): its
// links (REST GET {footer-links}/{brandKey}, spec 7.2, titled in the language) and its legal text
// (brands/<key>/legal.json, or legal.<language>.json in another language: a chunk of its own, so each page carries
// only its brand's, in its language; decision 0085). The server puts the links into the page's boot data (decision 0078), so the browser
// asks for them only when the page has none (the same build behind a plain CDN): with plain fetch then, as for the
// flags, since the footer needs no API layer in the first chunk.
// A part that fails is null; a load with a failed part is tried again when a page asks for it a while later
// (not at once: a render that asks again must get the same promise, or it would suspend for ever).
import type { BrandKey } from '../../../brands/brandKeys';
import type { LegalText } from '../../../brands/legalSchema';
import { loadWithLanguage } from '../../i18n/catalogs';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/rules/language';
import { correlationId, sessionId } from '../../lib/sessionId';
import { readBootData } from '../bootData';
import acaSpanish from '../../../brands/aca/legal.es.json?url';
import ccbSpanish from '../../../brands/ccb/legal.es.json?url';
import cngSpanish from '../../../brands/cng/legal.es.json?url';
import cshSpanish from '../../../brands/csh/legal.es.json?url';
import p360Spanish from '../../../brands/p360/legal.es.json?url';

export interface FooterLink {
  idTag: string;
  url: string;
  title: string;
}

export interface FooterContent {
  links: FooterLink[] | null;
  legal: LegalText | null;
}

const RETRY_AFTER_MS = 30_000;

/** Loads by brand and language (`cng:es`). */
const loads = new Map<string, { content: Promise<FooterContent>; failedAt: number | null }>();
const keyOf = (brandKey: BrandKey, language: Language) => `${brandKey}:${language}`;

async function fetchLinks(brandKey: BrandKey, language: Language): Promise<FooterLink[] | null> {
  const boot = readBootData(document);
  if (
    boot?.brandKey === brandKey &&
    (boot.language ?? DEFAULT_LANGUAGE) === language &&
    Array.isArray(boot.footerLinks)
  )
    return boot.footerLinks;
  const query = language === DEFAULT_LANGUAGE ? '' : `?language=${language}`;
  try {
    const response = await fetch(`/api/footer-links/${brandKey}${query}`, {
      headers: { 'X-brand-key': brandKey, 'X-session-id': sessionId(), 'X-correlation-id': correlationId() },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { results?: FooterLink[] };
    return Array.isArray(body.results) ? body.results : null;
  } catch {
    return null;
  }
}

/** The brands' legal texts in Spanish, by address (fetched, not chunks: webpack.config.js). */
const SPANISH_LEGAL: Record<BrandKey, string> = {
  cng: cngSpanish,
  aca: acaSpanish,
  ccb: ccbSpanish,
  csh: cshSpanish,
  p360: p360Spanish,
};

async function fetchLegal(address: string): Promise<LegalText> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  return (await response.json()) as LegalText;
}

function importLegal(brandKey: BrandKey, language: Language): Promise<LegalText | null> {
  const legal =
    language === DEFAULT_LANGUAGE
      ? import(/* webpackChunkName: "legal-[request]" */ `../../../brands/${brandKey}/legal.json`)
      : TEXTS_BY_ADDRESS
        ? fetchLegal(SPANISH_LEGAL[brandKey]).then((text) => ({ default: text }))
        : import(`../../../brands/${brandKey}/legal.es.json`);
  return legal.then(
    (module: { default: LegalText }) => module.default,
    () => null,
  );
}

/** What each load gave, once it has settled. */
const settled = new WeakMap<Promise<FooterContent>, FooterContent>();

/**
 * The server's content for a brand in a language (the login shell renders the footer whole, decision 0067): settled
 * at once.
 */
export function primeFooterContent(brandKey: BrandKey, language: Language, content: FooterContent): void {
  const load = Promise.resolve(content);
  settled.set(load, content);
  loads.set(keyOf(brandKey, language), { failedAt: null, content: load });
}

/** Whether a brand's content in a language is at hand (a render would not suspend on it). */
export function footerContentReady(brandKey: BrandKey, language: Language): boolean {
  const load = loads.get(keyOf(brandKey, language));
  return load !== undefined && settled.has(load.content);
}

const waitedFor = new Set<BrandKey>();

/**
 * A language switch waits for the footer's content in the new language, as for the words (loadWithLanguage), so the
 * footer never shows new words around the old legal text. In the browser only: the page shell is given its content.
 */
function switchesWait(brandKey: BrandKey): void {
  if (typeof document === 'undefined' || waitedFor.has(brandKey)) return;
  waitedFor.add(brandKey);
  loadWithLanguage((language) => loadFooterContent(brandKey, language));
}

/**
 * The brand's content for a render: at hand once loaded; until then the render is suspended on its load (the page's
 * Suspense boundary shows its fallback, or, while the app takes the server's markup over, leaves that markup as it is).
 */
export function readFooterContent(brandKey: BrandKey, language: Language): FooterContent {
  switchesWait(brandKey);
  const load = loadFooterContent(brandKey, language);
  const content = settled.get(load);
  if (content) return content;
  throw load;
}

export function loadFooterContent(brandKey: BrandKey, language: Language, now = Date.now()): Promise<FooterContent> {
  const cached = loads.get(keyOf(brandKey, language));
  if (cached && (cached.failedAt === null || now - cached.failedAt < RETRY_AFTER_MS)) return cached.content;
  const load = {
    failedAt: null as number | null,
    content: Promise.all([fetchLinks(brandKey, language), importLegal(brandKey, language)]).then(([links, legal]) => {
      if (!links || !legal) load.failedAt = Date.now();
      return { links, legal };
    }),
  };
  void load.content.then((content) => settled.set(load.content, content));
  loads.set(keyOf(brandKey, language), load);
  return load.content;
}
