// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The passkeys' management (Passkeys.tsx, on the customer's contact details and the agent's landing): the list, an
// addition and its refusals, a removal and its question. They come with the section's chunk (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const passkeysTexts = defineCatalog('passkeys', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type PasskeysText = keyof typeof english;
