// The portal's words, by area (decision 0085). Each area (the page frame, the sign-in, ...) has a catalog of its own
// beside its code: `texts/en.json` and `texts/es.json` with the same keys, compiled by Lingui (`npm run texts`). An
// area's English is imported with its code (an English page fetches nothing more). Each other language is a file of
// its own (`texts/es.mjs`), which the browser imports by its address when a page is in that language: not a chunk,
// which webpack's runtime would name on every page, English ones included. The page shell and jest import the same
// words as a module (`texts/es.ts`). One Lingui instance holds what has loaded.
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../lib/rules/language';

type OtherLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

export interface Catalog {
  readonly area: string;
  /** Each other language's compiled messages, fetched on demand (a file imported by its address). */
  readonly load: Readonly<Record<OtherLanguage, () => Promise<{ messages: Messages }>>>;
}

/** A catalog file of another language, by the address the browser's build gave it (webpack.config.js). */
export function importByAddress(address: string): Promise<{ messages: Messages }> {
  return import(/* webpackIgnore: true */ address) as Promise<{ messages: Messages }>;
}

/**
 * A fetch of an area's words, marked fulfilled as it settles the way React's use() reads a promise, so a render that
 * reads it once it has come goes on at once (src/i18n/useTexts.ts).
 */
type Fetch = Promise<void> & { status?: 'fulfilled' };

const defined = new Map<string, Catalog>();
/** Each area's messages of each language, once at hand; a fetch under way is kept so it is made once. */
const fetched = new Map<string, Fetch>();
const ready = new Set<string>();

const keyOf = (area: string, language: Language) => `${area}:${language}`;

/** An area's catalog: its English, loaded at once, and the loaders of its other languages. */
export function defineCatalog(area: string, english: Messages, load: Catalog['load']): Catalog {
  const known = defined.get(area);
  if (known) return known;
  const catalog: Catalog = { area, load };
  defined.set(area, catalog);
  i18n.load(DEFAULT_LANGUAGE, english);
  ready.add(keyOf(area, DEFAULT_LANGUAGE));
  // English until a page's language is activated (the start, the page shell's render, the language control).
  if (!i18n.locale) i18n.activate(DEFAULT_LANGUAGE);
  return catalog;
}

/** Whether an area's words in a language are at hand. */
export function catalogReady(catalog: Catalog, language: Language): boolean {
  return ready.has(keyOf(catalog.area, language));
}

/** The fetch that brought an area's words in a language, or is bringing them (none for English). */
export function fetchOf(catalog: Catalog, language: Language): Fetch | undefined {
  return fetched.get(keyOf(catalog.area, language));
}

/** Fetches an area's words in a language (settled at once for English, or once fetched). */
export function loadCatalog(catalog: Catalog, language: Language): Promise<void> {
  // English is loaded with each area's code.
  if (language === DEFAULT_LANGUAGE || catalogReady(catalog, language)) return Promise.resolve();
  const key = keyOf(catalog.area, language);
  const under = fetched.get(key);
  if (under) return under;
  const fetching: Fetch = catalog.load[language]().then(
    ({ messages }) => {
      fetching.status = 'fulfilled';
      i18n.load(language, messages);
      ready.add(key);
    },
    (error: unknown) => {
      // A fetch that failed (the network) is made again by the next one who asks.
      fetched.delete(key);
      throw error;
    },
  );
  fetched.set(key, fetching);
  return fetching;
}

/** What a page shows in its language besides words (the footer's legal text), loaded with them before a switch. */
const companions = new Set<(language: Language) => Promise<unknown>>();

/**
 * Has a language switch wait for `load` too, so that a part of the page shows its data and its words in the new
 * language at once, never one of each. `load` must settle (not fail) when the data cannot be had: the switch goes on.
 */
export function loadWithLanguage(load: (language: Language) => Promise<unknown>): void {
  companions.add(load);
}

/** Fetches the words of every area loaded so far in a language, and what asked to come with them: before a page is shown in it. */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([
    ...[...defined.values()].map((catalog) => loadCatalog(catalog, language)),
    ...[...companions].map((load) => load(language)),
  ]).then(() => undefined);
}

/** Makes a language the pages' language at once (the texts' components render again): its words must be at hand. */
export function showLanguage(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language);
}

/** Makes a language the pages' language, once its words are at hand. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  showLanguage(language);
}
