// An area's words in the page's language, for its components: `const text = useTexts<AuthText>(authTexts)` then
// `text('login.title', { brand })`. A page in a language whose words for the area have not come yet waits for them
// (the component suspends; they are one small chunk), so it never shows a key or another language. Inside the app
// (App.tsx) the texts render again when the language changes; a component rendered alone (a test of the form layer)
// reads Lingui's one instance.
import { use, useContext } from 'react';
import { i18n as linguiInstance, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import type { Message } from '../lib/apiError';
import type { Language } from '../lib/rules/language';
import { catalogReady, fetchOf, loadCatalog, type Catalog } from './catalogs';

export type TextValues = Record<string, string | number>;
export type TextOf<Id extends string> = (id: Id, values?: TextValues) => string;

function useI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? linguiInstance;
}

export function useTexts<Id extends string>(catalog: Catalog): TextOf<Id> {
  const i18n = useI18n();
  const language = i18n.locale as Language;
  // Once an area's words in a language were fetched, every render reads that fetch (at once when it has come): a
  // render that suspended on it is replayed by React when it comes, and must call use() again as it did.
  const fetch = catalogReady(catalog, language) ? fetchOf(catalog, language) : loadCatalog(catalog, language);
  if (fetch) use(fetch);
  return textIn(i18n, language);
}

const texts = new WeakMap<I18n, Map<Language, TextOf<string>>>();

/**
 * One function a Lingui instance and language, so what a screen makes from its words (a select's options, in a
 * `useMemo` on `text`) is remade only when the language changes: the words it reads are those of its areas in that
 * language, which have come before it renders.
 */
function textIn<Id extends string>(i18n: I18n, language: Language): TextOf<Id> {
  let byLanguage = texts.get(i18n);
  if (!byLanguage) texts.set(i18n, (byLanguage = new Map<Language, TextOf<string>>()));
  let text = byLanguage.get(language);
  if (!text) byLanguage.set(language, (text = (id, values) => i18n._(id, values)));
  return text;
}

/**
 * A message that travels as data by its English (a form rule's error, a refusal the store holds), in the page's
 * language when a catalog at hand has it, else as it came: the English is the key, so the specification's words stay
 * exact in the store, in Redux DevTools and in every English test. Its placeholders (`{last4}`) take the values given,
 * and a refusal's words with values (`{ key, values }`, src/lib/apiError.ts) take their own.
 */
export function useMessageText(): (message: Message, values?: TextValues) => string {
  const i18n = useI18n();
  return (said, given) => {
    const [message, values] = typeof said === 'string' ? [said, given] : [said.key, { ...said.values, ...given }];
    return Object.hasOwn(i18n.messages, message)
      ? i18n._(message, values)
      : message.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values?.[name] ?? placeholder));
  };
}
