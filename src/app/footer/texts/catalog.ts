// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The footer's disclosures' own words: their headings, the example loans' tables and sentences, the licenses' table.
// The brand's legal text itself is its data file in each language (brands/<key>/legal.json, legal.es.json). They come
// with the footer's chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const disclosuresTexts = defineCatalog('disclosures', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type DisclosuresText = keyof typeof english;
