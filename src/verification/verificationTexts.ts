// The one-time code screens' words (decision 0085), shared by the multi-factor check and enrollment: the email's and
// the phone's verification, the code form, and their messages, which travel in the store by their English
// (verificationMessages.ts).
import type english from './texts/en.json';
import spanish from './texts/es.mjs?url';
import { defineCatalog, importByAddress } from '../i18n/catalogs';
import { messages } from './texts/en';

export const verificationTexts = defineCatalog('verification', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(spanish) : () => import('./texts/es'),
});

export type VerificationText = keyof typeof english;
