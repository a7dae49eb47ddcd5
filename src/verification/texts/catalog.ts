// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The one-time code screens' words, shared by the multi-factor check and enrollment: the email's and the phone's
// verification, the code form, and their messages, which travel in the store by their English (verificationMessages.ts)
// (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../i18n/catalogs';
import { messages } from './en';

export const verificationTexts = defineCatalog('verification', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type VerificationText = keyof typeof english;
