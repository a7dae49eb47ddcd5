// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The enrollment's words: its screens, its forms' rules and its messages, which travel in the store by their English
// (enrollmentMessages.ts). The code steps' words are the verification's (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const enrollmentTexts = defineCatalog('enrollment', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type EnrollmentText = keyof typeof english;
