// The funding and repayment check (issue 31; codes in src/lib/rules/fundingCodes.ts), standing for the card processor
// (a push to a Visa debit card) and the ACH network's account validation (a prenote), with the sandbox numbers
// their sandboxes use: a test card or a test account number gives a failure, anything else goes through. The card's
// number and security code are used for the check only; only its last four digits and network are kept.
//
// Order: the way to be paid first (the borrower is waiting for the money), then the way to repay.
import { cardNetwork } from '../../../../src/lib/validation/cardSchema';
import { CARD_ERRORS_ALLOWED, type FundingCode } from '../../../../src/lib/rules/fundingCodes';

/** The processor sandbox's test cards that fail, and how. */
export const SANDBOX_CARDS: Readonly<Record<string, FundingCode>> = {
  '4000000000000127': 'CARD_ERROR_1', // the details do not match the card's bank
  '4000000000000002': 'CARD_ERROR_2', // the card's bank does not accept instant payments
  '4100000000000019': 'DECLINED', // refused by the processor's risk rules
  '4000000000000119': 'ERROR_IFRAME', // the processor's card service does not answer
};

/** The ACH sandbox's test account numbers that fail: closed (R02: no credit, no debit); debits refused (R29). */
export const SANDBOX_ACCOUNTS: Readonly<Record<string, 'CLOSED' | 'NO_DEBITS'>> = {
  '9900000002': 'CLOSED',
  '9900000029': 'NO_DEBITS',
};

export interface FundingRequest {
  fundingMethod: 'ACH' | 'DEBIT_CARD';
  repaymentMethod: 'ACH' | 'OTHER';
  /** The card's digits (DEBIT_CARD only). */
  cardNumber: string | null;
  /** The bank account's number (opened from its sealed form), when the application has one. */
  accountNumber: string | null;
  /** A bank account is on file: the application's, or the one a converted or refinanced loan is repaid from. */
  bankOnFile: boolean;
  /** Card errors so far on this application. */
  cardErrors: number;
}

function cardCode(number: string): FundingCode {
  const known = SANDBOX_CARDS[number];
  if (known) return known;
  // Money is pushed only to Visa debit cards.
  return cardNetwork(number) === 'Visa' ? 'PROCEED_APPLICATION' : 'CARD_ERROR_2';
}

export function checkFunding(request: FundingRequest): FundingCode {
  const account = request.accountNumber ? SANDBOX_ACCOUNTS[request.accountNumber] : undefined;
  if (request.fundingMethod === 'DEBIT_CARD') {
    if (request.cardErrors >= CARD_ERRORS_ALLOWED) return 'DECLINED';
    const code = cardCode(request.cardNumber ?? '');
    if (code !== 'PROCEED_APPLICATION') return code;
  } else if (account === 'CLOSED' || !request.bankOnFile) {
    return 'NEEDS_NEW_FUNDING';
  }
  if (request.repaymentMethod === 'ACH' && (account === 'CLOSED' || account === 'NO_DEBITS' || !request.bankOnFile))
    return 'NEEDS_NEW_REPAYMENT';
  return 'PROCEED_APPLICATION';
}

/** A card code that counts towards the card errors allowed. */
export const isCardError = (code: FundingCode) => code === 'CARD_ERROR_1' || code === 'CARD_ERROR_2';
