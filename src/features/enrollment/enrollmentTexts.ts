// The enrollment's words (decision 0085): its screens, its forms' rules and its messages, which travel in the store
// by their English (enrollmentMessages.ts). The code steps' words are the verification's (src/verification).
import type english from './texts/en.json';
import spanish from './texts/es.mjs?url';
import { defineCatalog, importByAddress } from '../../i18n/catalogs';
import { messages } from './texts/en';

export const enrollmentTexts = defineCatalog('enrollment', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(spanish) : () => import('./texts/es'),
});

export type EnrollmentText = keyof typeof english;
