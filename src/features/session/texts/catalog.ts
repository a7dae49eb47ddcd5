// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The session-timeout modal's words: its question, the countdown (application spec 4.7's words in English) and its
// answers. They come with the modal's chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const sessionTexts = defineCatalog('session', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type SessionText = keyof typeof english;
