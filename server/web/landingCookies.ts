// The cookies of a visit's first answer (decision 0078). The public pages now work before the app runs, and the app
// starts at the visitor's first input, so a visitor sent by a search engine who reads a page and leaves would not be
// counted under the brand's campaign for that engine (the app's start writes it: src/lib/campaign.ts). The server
// therefore writes that cookie with the page itself, from the request's Referer, as the app writes it: the same name,
// value, lifetime, path and domain, so the app's own write later is the same cookie. The campaign an address names
// (?{campaignQueryKey}=) is the app's to keep: a page with a query starts the app at once.
import type { FastifyRequest } from 'fastify';
import type { Brand } from '../../brands/brandSchema';
import { searchEngineCampaign, searchEngineOf } from '../../src/lib/rules/searchEngines';

/** The brand and campaign cookies' lifetime: 21 days (src/lib/campaign.ts). */
const KEPT_SECONDS = 1814400;

/** The Set-Cookie values of a page's answer for this visit: the search engine's campaign, or none. */
export function landingCookies(
  request: FastifyRequest,
  brand: Pick<Brand, 'key' | 'cookieName' | 'cookieDomain'>,
): string[] {
  const referrer = request.headers.referer;
  const engine = typeof referrer === 'string' ? searchEngineOf(referrer) : null;
  if (!engine) return [];
  const parts = [
    `${encodeURIComponent(`${brand.cookieName}_campaign`)}=${encodeURIComponent(searchEngineCampaign(brand.key, engine))}`,
    `Max-Age=${KEPT_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ];
  // As the browser's write: a host-only cookie on localhost names, the brand's domain elsewhere.
  if (brand.cookieDomain && !/localhost$/.test(brand.cookieDomain)) parts.push(`Domain=${brand.cookieDomain}`);
  if (request.protocol === 'https') parts.push('Secure');
  return [parts.join('; ')];
}
