// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// A payment schedule's table (ScheduleTable): its columns and what has been paid. Shown by the account, the Truth in
// Lending box and the conversion's quote, so its words come with their chunks, not the app's start (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const scheduleTexts = defineCatalog('schedule', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type ScheduleText = keyof typeof english;
