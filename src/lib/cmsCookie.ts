// The CMS cookie: for 30 days (2592000 s), what the marketing site's link said of the visit (its utm_ tags and the
// page landed on); createApplication sends it as cmsData. Only those tags, each a short plain value, and the landing
// page's path without its query: nothing a visitor typed reaches it. Out of the first chunk: it is in the application's
// chunk, which the boot fetches early only for an address with utm_ tags.
import type { Brand } from '../../brands/brandSchema';
import { readCookie, writeCookie } from './cookies';

/** The CMS cookie's lifetime: 30 days. */
export const CMS_COOKIE_MAX_AGE = 2592000;

type CookieHome = Pick<Brand, 'cookieName' | 'cookieDomain'>;

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
  writeCookie(`${brand.cookieName}_cms`, JSON.stringify(tags), {
    maxAgeSeconds: CMS_COOKIE_MAX_AGE,
    domain: brand.cookieDomain,
  });
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
    if ((CMS_TAGS as readonly string[]).includes(key) && CMS_VALUE.test(value))
      kept[key as (typeof CMS_TAGS)[number]] = value;
    if (key === 'landingPage' && LANDING_PATH.test(value)) kept.landingPage = value;
  }
  return kept;
}
