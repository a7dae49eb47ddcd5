// The words every page shares (decision 0085): the page frame (header, footer, the language control) and the
// messages of the shared form rules (an email address), which a field shows by their English (messageText).
import type english from './texts/en.json';
import spanish from './texts/es.mjs?url';
import { defineCatalog, importByAddress } from './catalogs';
import { messages } from './texts/en';

export const commonTexts = defineCatalog('common', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(spanish) : () => import('./texts/es'),
});

export type CommonText = keyof typeof english;
