// The multi-factor check's own words (decision 0085): its waiting, error and fail screens. The code screens' words
// are the verification's (src/verification).
import type english from './texts/en.json';
import spanish from './texts/es.mjs?url';
import { defineCatalog, importByAddress } from '../../i18n/catalogs';
import { messages } from './texts/en';

export const mfaTexts = defineCatalog('mfa', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(spanish) : () => import('./texts/es'),
});

export type MfaText = keyof typeof english;
