// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The recovery's words: forgot password and email, the change of password, the passwordless resume, and the recovery's
// messages, which travel in the store by their English (recoveryMessages.ts, the forms' rules) (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../../i18n/catalogs';
import { messages } from './en';

export const recoveryTexts = defineCatalog('recovery', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type RecoveryText = keyof typeof english;
