// The adverse-action notice's texts beyond the brand's own wording (issue 48, part 2; decision 0052), one text for
// the notice page, the notice mailed at once and its PDF:
// - the principal reasons (Regulation B, 12 CFR 1002.9(b)(2): up to four, in the words of the regulation's sample
//   form C-1), each with a sentence in plain words (the back end's underwriting words both);
// - the ECOA notice (1002.9(b)(1));
// - where the decision used a consumer report, the Fair Credit Reporting Act's disclosures (section 615(a), 15 U.S.C.
//   1681m(a)): the consumer reporting agency's name, address and toll-free number, that it did not make the decision
//   and cannot say why, the right to a free copy of the report within 60 days, the right to dispute its accuracy; and
//   the credit score disclosure (615(a)(1)(B)): the score, its range, up to four key factors, its date and source
//   (the agency and the score are the back end's: its credit bureau stand-in names them).

/** The notice Regulation B asks of every creditor (12 CFR 1002.9(b)(1)); the brand's agency follows it. */
export const ECOA_NOTICE =
  "The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is:";

/** A request about an open payday loan that was declined (its notice names it instead of "your application"). */
export type DeclinedRequest = 'CONVERSION' | 'REFINANCE';

export const DECLINED_REQUEST: Record<DeclinedRequest, string> = {
  CONVERSION: 'your request to convert your payday loan into an installment loan',
  REFINANCE: 'your request to refinance your payday loan',
};

/** The action taken, in the brand's words: the application, or the request about a loan that was declined. */
export const actionTaken = (brandText: string, request: DeclinedRequest | null) =>
  request ? brandText.replace('your application', DECLINED_REQUEST[request]) : brandText;

export interface CreditReportUsed {
  score: number;
  range: { min: number; max: number };
  /** Up to four key factors that adversely affected the score, most important first. */
  keyFactors: string[];
  /** The date the score was created (YYYY-MM-DD). */
  scoredOn: string;
  /** Who created the score. */
  provider: string;
}

export const NOTICE_TEXT = {
  title: 'Notice of action taken',
  reasonsHeading: 'The principal reasons for our decision',
  reasonsIntro: (request: DeclinedRequest | null) =>
    `We could not approve your ${request ? 'request' : 'application'} for these reasons:`,
  sent: 'A copy of this notice goes to the email address on your account.',
  download: 'Download this notice (PDF)',
  downloadFailed: 'We couldn’t download the notice just now. Please try again.',
  reportHeading: 'Your credit report',
  report: (agency: string) => `Our decision was based in whole or in part on information in a report from ${agency}.`,
  agencyContact: (address: string, phone: string) => `${address}. Toll-free: ${phone}.`,
  agencyDidNotDecide:
    'The reporting agency played no part in our decision and is unable to supply specific reasons why we took this action.',
  freeCopy:
    'Under the Fair Credit Reporting Act, you have the right to a free copy of your report from the reporting agency, if you ask for it within 60 days of this notice.',
  dispute:
    'You also have the right to dispute with the reporting agency the accuracy or completeness of any information in your report.',
  scoreHeading: 'Your credit score',
  scoreIntro: 'We also obtained your credit score from this agency and used it in making our decision.',
  score: (score: number, min: number, max: number) =>
    `Your credit score: ${score}. Scores range from a low of ${min} to a high of ${max}.`,
  keyFactors: 'Key factors that adversely affected your credit score:',
  scoredOn: (date: string) => `Date: ${date}`,
  provider: (provider: string) => `Scored by: ${provider}`,
} as const;
