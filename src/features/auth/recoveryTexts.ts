// The recovery's words (decision 0085): forgot password and email, the change of password, the passwordless resume,
// and the recovery's messages, which travel in the store by their English (recoveryMessages.ts, the forms' rules).
// Imported by the recovery's screens, so the words come with their chunk, not the app's start.
import type english from './texts/recovery/en.json';
import spanish from './texts/recovery/es.mjs?url';
import { defineCatalog, importByAddress } from '../../i18n/catalogs';
import { messages } from './texts/recovery/en';

export const recoveryTexts = defineCatalog('recovery', messages, {
  es: TEXTS_BY_ADDRESS ? () => importByAddress(spanish) : () => import('./texts/recovery/es'),
});

export type RecoveryText = keyof typeof english;
