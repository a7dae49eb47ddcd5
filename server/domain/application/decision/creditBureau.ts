// The reference back end's credit bureau stand-in (issue 48, part 2): the report and score a decision used, worked
// out from what underwriting found in it, so a declined sandbox applicant's notice gives the score disclosure the Fair
// Credit Reporting Act asks for (15 U.S.C. 1681m(a)). A real bureau's answer would be kept here instead: its score,
// its range, the key factors it names (up to four) and the date. Deterministic, like the rest of underwriting.
import type { CreditReportUsed } from '../../../../src/lib/rules/adverseActionNotice';
import { easternDate } from '../../../../src/lib/rules/easternTime';
import { CREDIT_REFERENCES, DELINQUENT, TOO_MANY_INQUIRIES } from './underwriting';

/** The consumer reporting agency whose report a decision used (invented, and clearly so: a 555 number). */
export const REPORTING_AGENCY = {
  name: 'Example Credit Reporting Agency, Inc. (a fictional agency)',
  address: 'P.O. Box 0000, Example City, OH 43000',
  phone: '800-555-0199',
} as const;

const RANGE = { min: 300, max: 850 } as const;
export const SCORE_PROVIDER = 'Example Score Company (a fictional scoring model)';

/** What each report-based reason does to the score, and the key factors the bureau names for it. */
const FINDINGS: Readonly<Record<string, { points: number; factors: readonly string[] }>> = {
  [DELINQUENT]: {
    points: 140,
    factors: ['Serious delinquency', 'Number of accounts with delinquency', 'Time since delinquency is too recent'],
  },
  [CREDIT_REFERENCES]: {
    points: 110,
    factors: ['Length of time accounts have been established', 'Too few accounts currently paid as agreed'],
  },
  [TOO_MANY_INQUIRIES]: {
    points: 90,
    factors: ['Too many inquiries in the last 12 months', 'Too many accounts recently opened'],
  },
};

/** The report a decision with these reasons used; null when none of them came from a report. */
export function creditReportFor(reasons: readonly string[], today: Date): CreditReportUsed | null {
  // A reason the report's content gives means the decision used the report (FCRA 615(a)).
  const found = reasons.flatMap((reason) => FINDINGS[reason] ?? []);
  if (found.length === 0) return null;
  const score = Math.max(RANGE.min, 660 - found.reduce((sum, finding) => sum + finding.points, 0));
  return {
    score,
    range: { ...RANGE },
    keyFactors: [...new Set(found.flatMap((finding) => finding.factors))].slice(0, 4),
    scoredOn: easternDate(today),
    provider: SCORE_PROVIDER,
  };
}
