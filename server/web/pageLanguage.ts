// The language of a page the server renders (decision 0085): the language control's link (?language=es, which is
// kept as the visitor's choice for a year), else the visitor's cookie, else the browser's Accept-Language negotiated
// among the brand's languages (negotiator: q-values, `es-MX` for `es`, `*`), else English; only a language the brand
// offers. The page's answer varies with all three (staticSite.ts says so in its Vary header).
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import {
  chooseLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY,
  type Language,
} from '../../src/lib/rules/language';

/** The language the control's link asks for, when the brand offers it. */
function askedLanguage(request: FastifyRequest, offered: readonly Language[]): Language | null {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY];
  return isLanguage(asked) && offered.includes(asked) ? asked : null;
}

export function pageLanguage(request: FastifyRequest, offered: readonly Language[]): Language {
  const asked = askedLanguage(request, offered);
  if (asked) return asked;
  const preferred = new Negotiator({ headers: { 'accept-language': request.headers['accept-language'] } }).language([
    ...offered,
  ]);
  return chooseLanguage({ offered, stored: request.cookies[LANGUAGE_COOKIE], preferred });
}

/** The cookie that keeps the language the control's link asked for (first-party, a year), or none. */
export function languageCookie(request: FastifyRequest, offered: readonly Language[]): string[] {
  const asked = askedLanguage(request, offered);
  if (!asked) return [];
  return [
    `${LANGUAGE_COOKIE}=${asked}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`,
  ];
}
