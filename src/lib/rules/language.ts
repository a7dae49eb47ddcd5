// The languages the portal speaks, and how a page's language is chosen (decision 0085). Shared by the browser app and
// the reference back end: both must pick the same language for a request, or the app would take over a page the
// server rendered in another. The choice, first to last: the visitor's own (the language control's link, then the
// language cookie, one year, that it writes), then the browser's Accept-Language (read by the server, which names the
// result in the page's boot data), then English. Only a language the brand offers is ever chosen.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English is the specification's language, every brand offers it, and it is the fallback of every choice. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The first-party cookie that keeps a visitor's choice, for a year. */
export const LANGUAGE_COOKIE = 'portal_language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The query parameter of the language control's links: the page in that language, chosen for a year. */
export const LANGUAGE_QUERY = 'language';

/** Each language's name in itself, as the language control shows it (with `lang` on each, for screen readers). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a request asked for, when the portal speaks it; else English (a query's or an argument's word). */
export const languageAsked = (asked: unknown): Language => (isLanguage(asked) ? asked : DEFAULT_LANGUAGE);

/**
 * The page's language: the visitor's stored choice when the brand offers it, else what the browser prefers among the
 * brand's languages (`preferred`: the server's negotiation of Accept-Language, already limited to them), else English.
 */
export function chooseLanguage(input: {
  offered: readonly Language[];
  stored?: string | null;
  preferred?: string | null;
}): Language {
  const { offered, stored, preferred } = input;
  if (isLanguage(stored) && offered.includes(stored)) return stored;
  if (isLanguage(preferred) && offered.includes(preferred)) return preferred;
  return DEFAULT_LANGUAGE;
}
