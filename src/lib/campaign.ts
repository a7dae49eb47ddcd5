// The brand cookie and the marketing campaign a visitor arrived with, each kept for 21 days (1814400 s) under the
// brand record's cookie name and domain; the campaign is sent as X-cng-campaign-id. The campaign is the one the
// address names (?{campaignQueryKey}=...); else, for a visitor sent by Google, Bing or Yahoo, that search engine's
// campaign id of the brand ({KEY}-SEO-{ENGINE}: spec 3.13 names such ids but not their values); else the one kept
// from an earlier visit.
// The CMS cookie is src/lib/cmsCookie.ts (loaded only when the address has utm_ tags).
import type { Brand } from '../../brands/brandSchema';
import { readCookie, writeCookie } from './cookies';
import { CAMPAIGN_ID_PATTERN as CAMPAIGN_ID } from './rules/inputLimits';
import { searchEngineCampaign, searchEngineOf } from './rules/searchEngines';

/** The brand and campaign cookies' lifetime: 21 days. */
export const BRAND_COOKIE_MAX_AGE = 1814400;

type CookieHome = Pick<Brand, 'cookieName' | 'cookieDomain'>;
/** Remembers the brand this visitor came through (the brand's cookie: its key, for 21 days). */
export function rememberBrand(brandKey: string, cookieName: string, cookieDomain: string): void {
  writeCookie(cookieName, brandKey, { maxAgeSeconds: BRAND_COOKIE_MAX_AGE, domain: cookieDomain });
}

export function captureCampaign(
  location: { search: string; referrer: string },
  brand: CookieHome & Pick<Brand, 'key' | 'campaignQueryKey'>,
): string | undefined {
  const fromQuery = new URLSearchParams(location.search).get(brand.campaignQueryKey);
  const engine = searchEngineOf(location.referrer);
  const arrivedWith =
    fromQuery && CAMPAIGN_ID.test(fromQuery) ? fromQuery : engine ? searchEngineCampaign(brand.key, engine) : undefined;
  if (arrivedWith) {
    writeCookie(`${brand.cookieName}_campaign`, arrivedWith, {
      maxAgeSeconds: BRAND_COOKIE_MAX_AGE,
      domain: brand.cookieDomain,
    });
    return arrivedWith;
  }
  const stored = readCookie(`${brand.cookieName}_campaign`);
  return stored && CAMPAIGN_ID.test(stored) ? stored : undefined;
}
