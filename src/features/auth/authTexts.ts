// The sign-in's words (decision 0085): the login page, the sign-in form, the header's Log In / Log Out, and the
// sign-in's messages, which travel in the store by their English (signInMessages.ts) and are shown through it.
import type english from './texts/en.json';
import { defineCatalog } from '../../i18n/catalogs';
import { messages } from './texts/en';

export const authTexts = defineCatalog('auth', messages, {
  es: () => import(/* webpackChunkName: "texts-auth-es" */ './texts/es'),
});

export type AuthText = keyof typeof english;
