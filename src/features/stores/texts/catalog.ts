// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The store locator's words (/find-a-store and the application's store step): the search, the cards, a store's details
// with its week of hours, the map's names and what to bring. They come with the locator's chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const storesTexts = defineCatalog('stores', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type StoresText = keyof typeof english;
