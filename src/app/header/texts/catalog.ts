// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The help menu's words: its links, the brand's phone line and the learning center's heading (its articles' titles are
// the brand's data, in English). They come with the menu's chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const helpTexts = defineCatalog('help', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type HelpText = keyof typeof english;
