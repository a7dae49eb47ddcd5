// What a brand's footer needs beyond its brand record, loaded once per brand (on the server, given): its links (REST
// GET {footer-links}/{brandKey}, spec 7.2) and its legal text (brands/<key>/legal.json, a chunk of its own, so each
// page carries only its brand's). The server puts the links into the page's boot data (decision 0078), so the browser
// asks for them only when the page has none (the same build behind a plain CDN): with plain fetch then, as for the
// flags, since the footer needs no API layer in the first chunk.
// A part that fails is null; a load with a failed part is tried again when a page asks for it a while later
// (not at once: a render that asks again must get the same promise, or it would suspend for ever).
import type { BrandKey } from '../../../brands/brandKeys';
import type { LegalText } from '../../../brands/legalSchema';
import { correlationId, sessionId } from '../../lib/sessionId';
import { readBootData } from '../bootData';

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

const loads = new Map<BrandKey, { content: Promise<FooterContent>; failedAt: number | null }>();

async function fetchLinks(brandKey: BrandKey): Promise<FooterLink[] | null> {
  const boot = readBootData(document);
  if (boot?.brandKey === brandKey && Array.isArray(boot.footerLinks)) return boot.footerLinks;
  try {
    const response = await fetch(`/api/footer-links/${brandKey}`, {
      headers: { 'X-brand-key': brandKey, 'X-session-id': sessionId(), 'X-correlation-id': correlationId() },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { results?: FooterLink[] };
    return Array.isArray(body.results) ? body.results : null;
  } catch {
    return null;
  }
}

function importLegal(brandKey: BrandKey): Promise<LegalText | null> {
  return import(/* webpackChunkName: "legal-[request]" */ `../../../brands/${brandKey}/legal.json`).then(
    (module: { default: LegalText }) => module.default,
    () => null,
  );
}

/** What each load gave, once it has settled. */
const settled = new WeakMap<Promise<FooterContent>, FooterContent>();

/** The server's content for a brand (the login shell renders the footer whole, decision 0067): settled at once. */
export function primeFooterContent(brandKey: BrandKey, content: FooterContent): void {
  const load = Promise.resolve(content);
  settled.set(load, content);
  loads.set(brandKey, { failedAt: null, content: load });
}

/**
 * The brand's content for a render: at hand once loaded; until then the render is suspended on its load (the page's
 * Suspense boundary shows its fallback, or, while the app takes the server's markup over, leaves that markup as it is).
 */
export function readFooterContent(brandKey: BrandKey): FooterContent {
  const load = loadFooterContent(brandKey);
  const content = settled.get(load);
  if (content) return content;
  throw load;
}

export function loadFooterContent(brandKey: BrandKey, now = Date.now()): Promise<FooterContent> {
  const cached = loads.get(brandKey);
  if (cached && (cached.failedAt === null || now - cached.failedAt < RETRY_AFTER_MS)) return cached.content;
  const load = {
    failedAt: null as number | null,
    content: Promise.all([fetchLinks(brandKey), importLegal(brandKey)]).then(([links, legal]) => {
      if (!links || !legal) load.failedAt = Date.now();
      return { links, legal };
    }),
  };
  void load.content.then((content) => settled.set(load.content, content));
  loads.set(brandKey, load);
  return load.content;
}
