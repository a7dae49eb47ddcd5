// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The account's words: the frame of its pages, the home pages (apply now, pending, no open loan, the loan pages), a
// loan's figures, its payments made online, its ledger and its documents (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const accountTexts = defineCatalog('account', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type AccountText = keyof typeof english;
