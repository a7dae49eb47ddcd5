// The marketing campaign a visitor arrived with (?{campaignQueryKey}=...), kept for 21 days in the brand's
// campaign cookie and sent as X-cng-campaign-id.
import { readCookie, writeCookie } from './cookies';

export const CAMPAIGN_COOKIE_MAX_AGE = 1814400;
const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function captureCampaign(search: string, queryKey: string, cookieName: string, cookieDomain: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get(queryKey);
  if (fromQuery && CAMPAIGN_ID.test(fromQuery)) {
    writeCookie(`${cookieName}_campaign`, fromQuery, CAMPAIGN_COOKIE_MAX_AGE, cookieDomain);
    return fromQuery;
  }
  const stored = readCookie(`${cookieName}_campaign`);
  return stored && CAMPAIGN_ID.test(stored) ? stored : undefined;
}
