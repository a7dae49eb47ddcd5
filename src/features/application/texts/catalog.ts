// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The application's words: the frame of its pages (the progress indicator, its steps), the first step (the login made,
// the welcome-back offer), and its messages, which travel in the store by their English (applicationText.ts, the forms'
// rules). They come with the application's chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const applicationTexts = defineCatalog('application', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type ApplicationText = keyof typeof english;
