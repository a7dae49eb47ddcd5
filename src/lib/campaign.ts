// The brand cookie and the marketing campaign a visitor arrived with (?{campaignQueryKey}=...), each kept for
// 21 days (1814400 s) under the brand record's cookie name and domain; the campaign is sent as X-cng-campaign-id.
import { readCookie, writeCookie } from './cookies';
import { CAMPAIGN_ID_PATTERN as CAMPAIGN_ID } from './rules/inputLimits';

/** The brand and campaign cookies' lifetime: 21 days. */
export const BRAND_COOKIE_MAX_AGE = 1814400;

/** Remembers the brand this visitor came through (the brand's cookie: its key, for 21 days). */
export function rememberBrand(brandKey: string, cookieName: string, cookieDomain: string): void {
  writeCookie(cookieName, brandKey, { maxAgeSeconds: BRAND_COOKIE_MAX_AGE, domain: cookieDomain });
}

export function captureCampaign(search: string, queryKey: string, cookieName: string, cookieDomain: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get(queryKey);
  if (fromQuery && CAMPAIGN_ID.test(fromQuery)) {
    writeCookie(`${cookieName}_campaign`, fromQuery, { maxAgeSeconds: BRAND_COOKIE_MAX_AGE, domain: cookieDomain });
    return fromQuery;
  }
  const stored = readCookie(`${cookieName}_campaign`);
  return stored && CAMPAIGN_ID.test(stored) ? stored : undefined;
}
