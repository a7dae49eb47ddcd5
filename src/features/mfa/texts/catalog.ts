// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The multi-factor check's own words: its waiting, error and fail screens. The code screens' words are the
// verification's (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const mfaTexts = defineCatalog('mfa', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type MfaText = keyof typeof english;
