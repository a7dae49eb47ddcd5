// Lingui's configuration (decision 0085): each area's catalog, `texts/<lang>.json` with message ids as keys, compiled
// by `npm run texts` into `texts/<lang>.ts`, beside the area's module `texts/catalog.ts` (the app imports that). Every
// language must have every key: the compile is strict, with no fallback, and scripts/texts.mjs checks the rest (no key
// of its own, the same placeholders).
import { formatter } from '@lingui/format-json';

/**
 * Each area's catalog: its folder (a `{locale}.json` a language), its name (the generated `texts/catalog.ts` exports
 * `<name>Texts` and the type `<Name>Text`), and what its words are, for the generated module's comment.
 */
export const CATALOGS = [
  {
    folder: 'src/i18n/texts',
    name: 'common',
    about:
      'The words every page shares: the page frame (header, footer, the language control) and the messages of the shared form rules (an email address), which a field shows by their English (messageText).',
  },
  {
    folder: 'src/features/auth/texts',
    name: 'auth',
    about:
      "The sign-in's words: the login page, the sign-in form, the header's Log In / Log Out, and the sign-in's messages, which travel in the store by their English (signInMessages.ts).",
  },
  {
    folder: 'src/features/auth/texts/recovery',
    name: 'recovery',
    about:
      "The recovery's words: forgot password and email, the change of password, the passwordless resume, and the recovery's messages, which travel in the store by their English (recoveryMessages.ts, the forms' rules).",
  },
  {
    folder: 'src/verification/texts',
    name: 'verification',
    about:
      "The one-time code screens' words, shared by the multi-factor check and enrollment: the email's and the phone's verification, the code form, and their messages, which travel in the store by their English (verificationMessages.ts).",
  },
  {
    folder: 'src/verification/texts/passkeys',
    name: 'passkeys',
    about:
      "The passkeys' management (Passkeys.tsx, on the customer's contact details and the agent's landing): the list, an addition and its refusals, a removal and its question. They come with the section's chunk.",
  },
  {
    folder: 'src/features/remoteSession/texts',
    name: 'screenShare',
    about:
      "The customer's screen share: the header's button, its popover with the code to read to an agent, and the banner while a session runs. They come with the screen share's chunk.",
  },
  {
    folder: 'src/features/enrollment/texts',
    name: 'enrollment',
    about:
      "The enrollment's words: its screens, its forms' rules and its messages, which travel in the store by their English (enrollmentMessages.ts). The code steps' words are the verification's.",
  },
  {
    folder: 'src/features/application/texts',
    name: 'application',
    about:
      "The application's words: the frame of its pages (the progress indicator, its steps), the first step (the login made, the welcome-back offer), and its messages, which travel in the store by their English (applicationText.ts, the forms' rules). They come with the application's chunk.",
  },
  {
    folder: 'src/features/stores/texts',
    name: 'stores',
    about:
      "The store locator's words (/find-a-store and the application's store step): the search, the cards, a store's details with its week of hours, the map's names and what to bring. They come with the locator's chunk.",
  },
  {
    folder: 'src/features/bank/texts',
    name: 'bank',
    about:
      "The bank step's words (link the bank with Plaid, or type the account; each outcome) and its messages, which travel in the store by their English (bankText.ts). They come with the bank pages' chunk.",
  },
  {
    folder: 'src/features/application/finalSteps/agreements/texts',
    name: 'agreements',
    about:
      "The agreements' words: the documents before submission and the approved loan's, with the PDF viewer, the ways to repay and to be paid, the funding check's outcomes and the new bank, and their messages, which travel in the store by their English (agreements.ts, fundingCodes.ts). They come with the agreements pages' chunk.",
  },
  {
    folder: 'src/components/cardFrame/texts',
    name: 'cardFrame',
    about:
      "The card processor's frame as the portal frames it (CardFrame: paying by card, and a loan's money sent to a card): its title, its loading line, and the card service's message when the frame does not answer.",
  },
  {
    folder: 'src/components/bankAccount/texts',
    name: 'bankFields',
    about:
      "The fields of a checking account typed by hand (BankAccountFields: the bank step's and the approved loan's new bank) and their rules' messages (bankSchemas.ts). They come with the chunk that shows the fields.",
  },
  {
    folder: 'src/features/mfa/texts',
    name: 'mfa',
    about:
      "The multi-factor check's own words: its waiting, error and fail screens. The code screens' words are the verification's.",
  },
  {
    folder: 'src/features/account/texts',
    name: 'account',
    about:
      "The account's words: the frame of its pages, the home pages (apply now, pending, no open loan, the loan pages), a loan's figures, its payments made online, its ledger and its documents.",
  },
  {
    folder: 'src/components/texts/schedule',
    name: 'schedule',
    about:
      "A payment schedule's table (ScheduleTable): its columns and what has been paid. Shown by the account, the Truth in Lending box and the conversion's quote, so its words come with their chunks, not the app's start.",
  },
  {
    folder: 'src/app/header/texts',
    name: 'help',
    about:
      "The help menu's words: its links, the brand's phone line and the learning center's heading (its articles' titles are the brand's data, in English). They come with the menu's chunk.",
  },
  {
    folder: 'src/app/footer/texts',
    name: 'disclosures',
    about:
      "The footer's disclosures' own words: their headings, the example loans' tables and sentences, the licenses' table. The brand's legal text itself is its data file in each language (brands/<key>/legal.json, legal.es.json). They come with the footer's chunk.",
  },
  {
    folder: 'src/features/session/texts',
    name: 'session',
    about:
      "The session-timeout modal's words: its question, the countdown (application spec 4.7's words in English) and its answers. They come with the modal's chunk.",
  },
];

export const CATALOG_FOLDERS = CATALOGS.map((catalog) => catalog.folder);

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
