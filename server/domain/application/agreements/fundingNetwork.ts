// The funding and repayment check (issue 31; codes in src/lib/rules/fundingCodes.ts). The card's part is the card
// processor's answer to a push-to-card check on the token of its frame (server/domain/cards/cardProcessor.ts; its
// stand-in's test cards in server/cardProcessor/sandboxCards.ts); the bank's part stands for the ACH network's account
// validation (a prenote), with the sandbox account numbers its sandbox uses. The portal never sees the card's number.
//
// Order: the way to be paid first (the borrower is waiting for the money), then the way to repay.
import { CARD_ERRORS_ALLOWED, type FundingCode } from '../../../../src/lib/rules/fundingCodes';
import type { PayoutCheck } from '../../cards/cardProcessor';

/** The ACH sandbox's test account numbers that fail: closed (R02: no credit, no debit); debits refused (R29). */
export const SANDBOX_ACCOUNTS: Readonly<Record<string, 'CLOSED' | 'NO_DEBITS'>> = {
  '9900000002': 'CLOSED',
  '9900000029': 'NO_DEBITS',
};

/** The card processor's push check, as a flow code: the page for each says what to do next. */
const CARD_CODES: Readonly<Record<PayoutCheck['status'] | 'unavailable', FundingCode>> = {
  eligible: 'PROCEED_APPLICATION',
  mismatch: 'CARD_ERROR_1', // the details do not match the card's bank
  not_push_eligible: 'CARD_ERROR_2', // the card's bank does not accept instant payments
  refused: 'DECLINED', // the processor's risk rules
  unavailable: 'ERROR_IFRAME', // the processor's card service does not answer
};

export interface FundingRequest {
  fundingMethod: 'ACH' | 'DEBIT_CARD';
  repaymentMethod: 'ACH' | 'OTHER';
  /** The card processor's answer on the card (DEBIT_CARD while card errors are allowed), or 'unavailable'. */
  card: PayoutCheck['status'] | 'unavailable' | null;
  /** The bank account's number (opened from its sealed form), when the application has one. */
  accountNumber: string | null;
  /** A bank account is on file: the application's, or the one a converted or refinanced loan is repaid from. */
  bankOnFile: boolean;
  /** Card errors so far on this application. */
  cardErrors: number;
}

export function checkFunding(request: FundingRequest): FundingCode {
  const account = request.accountNumber ? SANDBOX_ACCOUNTS[request.accountNumber] : undefined;
  if (request.fundingMethod === 'DEBIT_CARD') {
    if (request.cardErrors >= CARD_ERRORS_ALLOWED || !request.card) return 'DECLINED';
    const code = CARD_CODES[request.card];
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
