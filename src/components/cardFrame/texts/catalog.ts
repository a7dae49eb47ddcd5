// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.
// The card processor's frame as the portal frames it (CardFrame: paying by card, and a loan's money sent to a card):
// its title, its loading line, and the card service's message when the frame does not answer (decision 0085).
import type english from './en.json';
import esAddress from './es.mjs?url';
import { defineCatalog, importByAddress } from '../../../i18n/catalogs';
import { messages } from './en';

export const cardFrameTexts = defineCatalog('cardFrame', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(esAddress) : () => import('./es'),
});

export type CardFrameText = keyof typeof english;
