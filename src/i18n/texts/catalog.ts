// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The words every page shares: the page frame (header, footer, the language control) and the messages of the shared
// form rules (an email address), which a field shows by their English (messageText) (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../catalogs';
import { messages } from './en';

export const commonTexts = defineCatalog('common', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type CommonText = keyof typeof english;
