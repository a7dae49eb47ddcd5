// The locale of money, dates and numbers for each language: the portal serves the United States, in English and in US
// Spanish. A module of its own, so that the lazy areas' formats (src/i18n/useFormats.ts) do not import the language
// rules the app's start holds: shared with them, webpack would have to keep those as a module of their own there,
// where it now writes them inline (about 140 bytes of the app's start).
import type { Language } from './language';

export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };
