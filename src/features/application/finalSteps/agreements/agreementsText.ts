// The agreements pages' texts (ours where the spec gives none; its two messages are in src/lib/rules/agreements.ts,
// shared with the server).
export const AGREEMENTS_TEXT = {
  title: 'Read and agree to your documents',
  intro: 'Open each document, read it, and tick that you agree. You can download a copy of each to keep.',
  consentHeading: 'First: your consent to do business electronically',
  consentIntro:
    'Your application and your loan documents come to you electronically. Agree to that first: the rest of your documents follow.',
  documentsHeading: 'Your application’s documents',
  choicesHeading: 'Your choices',
  agentReadOnly: 'Only the borrower can open and agree to these documents. You can see which documents they are.',
  continue: 'Agree and continue',
  loading: 'Loading your documents…',
  loadFailed: 'We could not load your documents. Reload the page to try again.',
  approvedTitle: 'Your loan documents',
  approvedIntro:
    'Your loan is approved. Choose how you repay it and how you receive your money, then read and agree to your loan documents. You sign your loan on the next page.',
  recalculated:
    'Your loan was offered on an earlier day, so we worked out its payments again for today. Your loan documents show the new figures: read and agree to them again.',
  repaymentLegend: 'How would you like to repay your loan?',
  repaymentAch: (account: string) => `Automatic payments from my checking account${account}, on each due date`,
  repaymentOther: 'I will make each payment myself, by debit card, in a store or by phone',
  repaymentNote:
    'Automatic payments are your choice, not a condition of your loan. With them you also agree to the Automatic Payment Authorization.',
  fundingLegend: 'How would you like to receive your money?',
  fundingCard: 'To my Visa debit card: as soon as 30 minutes after you sign',
  cardBorrowerOnly: 'The borrower types their card here; it goes straight to our card processor.',
  depositInstead: 'Get my money by deposit to my bank account instead',
  fundingAch: (account: string) => `By direct deposit to my checking account${account}: the next business day`,
  notReadyTitle: 'Your loan documents are not ready yet',
  notReadyWaiting:
    'We are still deciding on your application. This page moves on by itself as soon as your loan documents are ready.',
  notReadyElsewhere:
    'Your loan documents are made once your loan is approved and ready to sign. See where your application stands.',
  whereItStands: 'See where my application stands',
} as const;

export const accountEnding = (accountNumber: string | null | undefined) =>
  accountNumber ? ` ending ${accountNumber.slice(-4)}` : '';
