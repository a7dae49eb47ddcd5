// The adverse-action notice's content beyond the brand's own wording (issue 48, part 2; decision 0052), one text for
// the notice page, the notice mailed at once and its PDF:
// - the principal reasons (Regulation B, 12 CFR 1002.9(b)(2): up to four, in the words of the regulation's sample
//   form C-1), each with a sentence in plain words;
// - where the decision used a consumer report, the Fair Credit Reporting Act's disclosures (section 615(a), 15 U.S.C.
//   1681m(a)): the consumer reporting agency's name, address and toll-free number, that it did not make the decision
//   and cannot say why, the right to a free copy of the report within 60 days, the right to dispute its accuracy; and
//   the credit score disclosure (615(a)(1)(B)): the score, its range, up to four key factors, its date and source.
// The reporting agency is the reference back end's credit bureau stand-in: invented, and clearly so.

/** At most this many principal reasons are given (Regulation B's commentary: more than four is rarely helpful). */
export const MAX_REASONS = 4;

/** Each principal reason in plain words, after the regulation's wording. */
export const REASON_EXPLANATIONS: Readonly<Record<string, string>> = {
  'Income insufficient for amount of credit requested':
    'The payments on this loan would take more of your pay than we lend against.',
  'Unable to verify credit references':
    'Your credit report did not show enough accounts paid as agreed for us to check your credit history.',
  'Delinquent past or present credit obligations with others':
    'Your credit report shows payments to other lenders that were late or missed.',
  'Number of recent inquiries on credit bureau report': 'Your credit report shows many recent applications for credit.',
  'Poor credit performance with us': 'A loan you have with us is behind on its payments or was not repaid.',
  'Excessive obligations in relation to income': 'You already have a loan with us that is not paid off.',
  'We do not grant credit to any applicant on the terms and conditions you request':
    'The amount you asked for is not one we lend in your state for this loan.',
};

/** The reasons a consumer report's content gives (the decision then "used" the report, FCRA 615(a)). */
export const REPORT_REASONS: ReadonlySet<string> = new Set([
  'Unable to verify credit references',
  'Delinquent past or present credit obligations with others',
  'Number of recent inquiries on credit bureau report',
]);

/** The consumer reporting agency whose report the decision used (the stand-in's: fictional, with a 555 number). */
export const REPORTING_AGENCY = {
  name: 'Example Credit Reporting Agency, Inc. (a fictional agency)',
  address: 'P.O. Box 0000, Example City, OH 43000',
  phone: '800-555-0199',
} as const;

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
  reasonsIntro: 'We could not approve your application for these reasons:',
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

/** The reasons to give: the decision's, at most four. */
export const principalReasons = (reasons: readonly string[]) => reasons.slice(0, MAX_REASONS);

/** Whether the decision used a consumer report. */
export const usedReport = (reasons: readonly string[]) => reasons.some((reason) => REPORT_REASONS.has(reason));
