// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The customer's screen share: the header's button, its popover with the code to read to an agent, and the banner while
// a session runs. They come with the screen share's chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const screenShareTexts = defineCatalog('screenShare', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type ScreenShareText = keyof typeof english;
