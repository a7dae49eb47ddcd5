// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The fields of a checking account typed by hand (BankAccountFields: the bank step's and the approved loan's new bank)
// and their rules' messages (bankSchemas.ts). They come with the chunk that shows the fields (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const bankFieldsTexts = defineCatalog('bankFields', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type BankFieldsText = keyof typeof english;
