// The funding and repayment check of an approved loan (account-access spec 9's flow codes; issue 31): when the
// borrower chooses how to be paid and how to repay at /application/approved/agreements, the card processor and the
// ACH network are asked before the loan can be signed. PROCEED_APPLICATION goes on to the signature; each other code
// has a page (/application/approved/funding-issue) that says what happened and what to do next. Shared by that page
// and the reference back end's check (server/domain/application/agreements/fundingNetwork.ts).

export const FUNDING_CODES = [
  'PROCEED_APPLICATION',
  'CARD_ERROR_1',
  'CARD_ERROR_2',
  'NEEDS_NEW_FUNDING',
  'NEEDS_NEW_REPAYMENT',
  'DECLINED',
  'ERROR_IFRAME',
] as const;
export type FundingCode = (typeof FUNDING_CODES)[number];
export type FundingIssueCode = Exclude<FundingCode, 'PROCEED_APPLICATION'>;

/** Card errors on one application before card funding is declined for it (ours: a guard against card testing). */
export const CARD_ERRORS_ALLOWED = 3;

/** What the borrower can do next on the page: enter a card again, add another bank account, go back and choose another way, or call. */
export type FundingNextStep = 'CARD_AGAIN' | 'NEW_BANK' | 'CHOOSE_AGAIN' | 'CALL';

export interface FundingIssueText {
  title: string;
  /** What the issue is about: `{last4}` is that card's or that bank account's last four digits. */
  about: 'CARD' | 'BANK';
  /** What happened. */
  happened: string;
  next: string;
  steps: readonly FundingNextStep[];
}

export const FUNDING_ISSUES: Record<FundingIssueCode, FundingIssueText> = {
  CARD_ERROR_1: {
    title: 'We couldn’t verify your card',
    about: 'CARD',
    happened: 'The details of the card ending {last4} don’t match what the card’s bank has. Nothing was charged.',
    next: 'Check the card number, the expiry date, the security code and the billing ZIP code, then enter the card again. You can also choose to get your money by deposit to your bank account.',
    steps: ['CARD_AGAIN', 'CHOOSE_AGAIN'],
  },
  CARD_ERROR_2: {
    title: 'This card can’t receive your money',
    about: 'CARD',
    happened:
      'The card ending {last4} can’t take an instant payment: we can send money only to a Visa debit card whose bank accepts it. Nothing was charged.',
    next: 'Enter another Visa debit card, or choose to get your money by deposit to your bank account.',
    steps: ['CARD_AGAIN', 'CHOOSE_AGAIN'],
  },
  NEEDS_NEW_FUNDING: {
    title: 'We can’t deposit your money to your bank account',
    about: 'BANK',
    happened: 'Your bank told us the account ending {last4} can’t receive deposits. It may be closed.',
    next: 'Add another checking account in your name to get your money, or choose to get it on a Visa debit card.',
    steps: ['NEW_BANK', 'CHOOSE_AGAIN'],
  },
  NEEDS_NEW_REPAYMENT: {
    title: 'We can’t set up automatic payments from your bank account',
    about: 'BANK',
    happened: 'Your bank told us the account ending {last4} doesn’t accept automatic payments.',
    next: 'Add another checking account for your payments, or choose to make each payment yourself.',
    steps: ['NEW_BANK', 'CHOOSE_AGAIN'],
  },
  DECLINED: {
    title: 'We can’t send your money to a card',
    about: 'CARD',
    happened: 'For your security, we can’t send the money of this loan to a debit card. Nothing was charged.',
    next: 'Choose to get your money by deposit to your bank account, or call us and we will help you.',
    steps: ['CHOOSE_AGAIN', 'CALL'],
  },
  ERROR_IFRAME: {
    title: 'Our card service isn’t answering',
    about: 'CARD',
    happened: 'We couldn’t reach our card service to add your card. Nothing was charged.',
    next: 'Try again in a few minutes, or choose to get your money by deposit to your bank account. If it keeps happening, call us.',
    steps: ['CARD_AGAIN', 'CHOOSE_AGAIN', 'CALL'],
  },
};

export const FUNDING_TEXT = {
  /** Refusals of the server (ours). */
  cardNeeded: 'Enter the Visa debit card to send your money to.',
  cardExpired: 'Your card details have expired. Please enter your card again.',
  cardDeclined: 'We can’t send the money of this loan to a debit card. Choose a deposit to your bank account.',
  noIssue: 'There is nothing to fix in how you are paid: go on to your loan documents.',
  agentRefused: 'Only the borrower can change their bank account.',
} as const;
