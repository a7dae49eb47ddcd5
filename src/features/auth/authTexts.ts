// The sign-in's words (decision 0085): the login page, the sign-in form, the header's Log In / Log Out, and the
// sign-in's messages, which travel in the store by their English (signInMessages.ts) and are shown through it.
import type english from './texts/en.json';
import spanish from './texts/es.mjs?url';
import { defineCatalog, importByAddress } from '../../i18n/catalogs';
import { messages } from './texts/en';

export const authTexts = defineCatalog('auth', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(spanish) : () => import('./texts/es'),
});

export type AuthText = keyof typeof english;
