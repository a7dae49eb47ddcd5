// What a brand's footer needs beyond its brand record, loaded once per brand after the page: its links (REST
// GET {footer-links}/{brandKey}, spec 7.2) and its legal text (brands/<key>/legal.json, a chunk of its own, so each
// page carries only its brand's). Plain fetch, as for the flags: the footer needs no API layer in the first chunk.
// A part that fails is null; a load with a failed part is tried again when a page asks for it a while later
// (not at once: a render that asks again must get the same promise, or it would suspend for ever).
import type { BrandKey } from '../../../brands/brandKeys';
import type { LegalText } from '../../../brands/legalSchema';
import { correlationId, sessionId } from '../../lib/sessionId';

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
  loads.set(brandKey, load);
  return load.content;
}
