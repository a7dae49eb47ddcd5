// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The agreements' words: the documents before submission and the approved loan's, with the PDF viewer, the ways to
// repay and to be paid, the funding check's outcomes and the new bank, and their messages, which travel in the store by
// their English (agreements.ts, fundingCodes.ts). They come with the agreements pages' chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../../../i18n/catalogs';
import { messages } from './en';

export const agreementsTexts = defineCatalog('agreements', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type AgreementsText = keyof typeof english;
