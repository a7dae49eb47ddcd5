// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The bank step's words (link the bank with Plaid, or type the account; each outcome) and its messages, which travel in
// the store by their English (bankText.ts). They come with the bank pages' chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const bankTexts = defineCatalog('bank', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type BankText = keyof typeof english;
