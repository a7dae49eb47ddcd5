// The agreements of issue 14 (application spec 3.7, 5, 8), shared by the pages and the server that checks them:
// the two sets (before submission; the approved loan's before the e-sign), which documents of a set must be agreed,
// the ways to repay and to be paid, and the messages. The E-SIGN consent (15 USC 7001(c)) is always the first
// document: nothing else is offered electronically before it is agreed.
import { isBankPartner } from '../../../brands/index';

export const AGREEMENT_SECTIONS = ['APPLICATION', 'APPROVED'] as const;
export type AgreementSection = (typeof AGREEMENT_SECTIONS)[number];

/** A document's value once read and agreed. */
export const AGREED = 'AGREED';

export const ESIGN_CONSENT = 'ESIGN_CONSENT';
export const ACH_AUTHORIZATION = 'ACH_AUTHORIZATION';

/** How the loan is repaid: automatic payments from the bank account (ACH), or each payment made by the borrower. */
export const REPAYMENT_METHODS = ['ACH', 'OTHER'] as const;
export type RepaymentMethod = (typeof REPAYMENT_METHODS)[number];

/** How the money is sent: to a Visa debit card (as soon as 30 minutes), or by deposit to the checking account. */
export const FUNDING_METHODS = ['DEBIT_CARD', 'ACH'] as const;
export type FundingMethod = (typeof FUNDING_METHODS)[number];

/** The bank brand funds by deposit only. */
export const fundingMethodsFor = (brandKey: string): readonly FundingMethod[] =>
  isBankPartner(brandKey) ? ['ACH'] : FUNDING_METHODS;

/**
 * The documents of a set that must be agreed: every one, except the ACH authorization when the borrower pays each
 * payment themselves (Regulation E, 12 CFR 1005.10(e): automatic payments may not be a condition of the loan).
 */
export const mustAgree = (idTags: readonly string[], repaymentMethod: string | null | undefined) =>
  idTags.filter((idTag) => idTag !== ACH_AUTHORIZATION || repaymentMethod === 'ACH');

export const AGREEMENT_TEXT = {
  notAllAgreed:
    'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents',
  pdfFailed: 'An error occurred while loading the PDF',
  /** Refusals of the server (ours). */
  agentRefused: 'Only the borrower can agree to their documents.',
  notReady: 'Your loan documents are not ready yet.',
  submitFirst: 'Read and agree to your documents before you submit your application',
  signFirst: 'Read and agree to your loan documents before you sign',
  repaymentMissing: 'Choose how you will repay your loan.',
  fundingMissing: 'Choose how you would like to receive your money.',
} as const;
