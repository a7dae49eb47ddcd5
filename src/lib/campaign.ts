// The brand cookie and the marketing campaign a visitor arrived with, each kept for 21 days (1814400 s) under the
// brand record's cookie name and domain; the campaign is sent as X-cng-campaign-id. The campaign is the one the
// address names (?{campaignQueryKey}=...); else, for a visitor sent by Google, Bing or Yahoo, that search engine's
// campaign id of the brand (spec 3.13); else the one kept from an earlier visit.
// The CMS cookie keeps, for 30 days (2592000 s), what the marketing site's link said of the visit (its utm_ tags
// and the page landed on): createApplication sends it as cmsData. Only those tags, each a short plain value, and
// the landing page's path without its query: nothing a visitor typed reaches it.
import type { Brand } from '../../brands/brandSchema';
import { readCookie, writeCookie } from './cookies';
import { CAMPAIGN_ID_PATTERN as CAMPAIGN_ID } from './rules/inputLimits';

/** The brand and campaign cookies' lifetime: 21 days. */
export const BRAND_COOKIE_MAX_AGE = 1814400;
/** The CMS cookie's lifetime: 30 days. */
export const CMS_COOKIE_MAX_AGE = 2592000;

type CookieHome = Pick<Brand, 'cookieName' | 'cookieDomain'>;

/** Remembers the brand this visitor came through (the brand's cookie: its key, for 21 days). */
export function rememberBrand(brandKey: string, cookieName: string, cookieDomain: string): void {
  writeCookie(cookieName, brandKey, { maxAgeSeconds: BRAND_COOKIE_MAX_AGE, domain: cookieDomain });
}

/** The search engine a referring address belongs to (Google, Bing or Yahoo, on any of their country domains). */
export function searchEngineOf(referrer: string): keyof Brand['searchEngineCampaigns'] | null {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  // google.com, google.de, google.co.uk, google.com.au: the engine's own domains, not any name that contains it.
  const country = '(com|[a-z]{2}|co\\.[a-z]{2}|com\\.[a-z]{2})';
  if (new RegExp(`(^|\\.)google\\.${country}$`).test(host)) return 'google';
  if (/(^|\.)bing\.com$/.test(host)) return 'bing';
  if (new RegExp(`(^|\\.)yahoo\\.${country}$`).test(host)) return 'yahoo';
  return null;
}

export function captureCampaign(location: { search: string; referrer: string }, brand: CookieHome & Pick<Brand, 'campaignQueryKey' | 'searchEngineCampaigns'>): string | undefined {
  const fromQuery = new URLSearchParams(location.search).get(brand.campaignQueryKey);
  const engine = searchEngineOf(location.referrer);
  const arrivedWith = fromQuery && CAMPAIGN_ID.test(fromQuery) ? fromQuery : engine ? brand.searchEngineCampaigns[engine] : undefined;
  if (arrivedWith) {
    writeCookie(`${brand.cookieName}_campaign`, arrivedWith, { maxAgeSeconds: BRAND_COOKIE_MAX_AGE, domain: brand.cookieDomain });
    return arrivedWith;
  }
  const stored = readCookie(`${brand.cookieName}_campaign`);
  return stored && CAMPAIGN_ID.test(stored) ? stored : undefined;
}

const CMS_TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const CMS_VALUE = /^[A-Za-z0-9 _.+-]{1,100}$/;
const LANDING_PATH = /^\/[A-Za-z0-9/_.-]{0,199}$/;

export type CmsData = Partial<Record<(typeof CMS_TAGS)[number] | 'landingPage', string>>;

/** What the marketing site's link said of this visit, kept 30 days; a visit with no tags keeps the earlier one. */
export function captureCmsData(location: { search: string; pathname: string }, brand: CookieHome): void {
  const query = new URLSearchParams(location.search);
  const tags: CmsData = {};
  for (const tag of CMS_TAGS) {
    const value = query.get(tag);
    if (value && CMS_VALUE.test(value)) tags[tag] = value;
  }
  if (Object.keys(tags).length === 0) return;
  if (LANDING_PATH.test(location.pathname)) tags.landingPage = location.pathname;
  writeCookie(`${brand.cookieName}_cms`, JSON.stringify(tags), { maxAgeSeconds: CMS_COOKIE_MAX_AGE, domain: brand.cookieDomain });
}

/** The CMS cookie's tags (only the known ones, each checked again), or nothing. */
export function storedCmsData(cookieName: string): CmsData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readCookie(`${cookieName}_cms`) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const kept: CmsData = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') continue;
    if ((CMS_TAGS as readonly string[]).includes(key) && CMS_VALUE.test(value)) kept[key as (typeof CMS_TAGS)[number]] = value;
    if (key === 'landingPage' && LANDING_PATH.test(value)) kept.landingPage = value;
  }
  return kept;
}
