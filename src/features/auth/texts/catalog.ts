// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The sign-in's words: the login page, the sign-in form, the header's Log In / Log Out, and the sign-in's messages,
// which travel in the store by their English (signInMessages.ts) (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const authTexts = defineCatalog('auth', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type AuthText = keyof typeof english;
