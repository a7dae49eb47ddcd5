// Lingui's configuration (decision 0085): each area's catalog, `texts/<lang>.json` with message ids as keys, compiled
// by `npm run texts` into `texts/<lang>.ts` (the app imports those). Every language must have every key: the compile
// is strict, with no fallback, and scripts/texts.mjs checks the rest (no key of its own, the same placeholders).
import { formatter } from '@lingui/format-json';

/** The folders that hold an area's catalog (a `{locale}.json` a language). */
export const CATALOG_FOLDERS = [
  'src/i18n/texts',
  'src/features/auth/texts',
  'src/features/auth/texts/recovery',
  'src/verification/texts',
  'src/features/enrollment/texts',
  'src/features/mfa/texts',
];

export default {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  format: formatter({ style: 'minimal' }),
  // TypeScript modules; scripts/texts.mjs compiles a second time as ES module files (LINGUI_NAMESPACE=es).
  compileNamespace: process.env.LINGUI_NAMESPACE ?? 'ts',
  catalogs: CATALOG_FOLDERS.map((folder) => ({
    path: `<rootDir>/${folder}/{locale}`,
    include: [`<rootDir>/${folder}`],
  })),
};
