// The TransUnion CreditView benefit (account-access spec 2's /account/benefits-and-rewards/tu-creditview): a customer
// enrolls once (agreeing to the consent, whose text's SHA-256 is kept), then sees their VantageScore 3.0 each month
// with its recent history and the main factors. The scores come from a local stand-in for TransUnion: the same
// customer always gets the same figures (from a hash of their email), so the page and its tests are deterministic.
// An agent acting for the customer sees whether they are enrolled, never the score (credit data is the customer's).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { brands, isBrandKey } from '../../../brands/index';
import { creditViewEnrollments } from '../../db/schema/customers';
import { badRequest, forbidden } from '../domainError';
import type { Scope } from '../scope';
import { easternDate } from '../../../src/lib/rules/easternTime';

export const CREDIT_VIEW_TEXT = {
  consentRequired: 'Tick the box to agree before you enroll',
  agent: 'Only the customer can enroll in the credit score benefit.',
  noRecord: 'The credit score benefit is for customers of ours: apply for a loan first.',
} as const;

export function consentText(brand: string): string {
  const name = isBrandKey(brand) ? brands[brand].name : brand;
  return `I authorize ${name} and TransUnion to obtain my credit report and VantageScore 3.0 credit score each month to show them to me. Checking my score here is a soft inquiry: it does not affect my credit score. I can cancel at any time by calling customer service.`;
}

/** VantageScore 3.0's bands. */
export function scoreBand(score: number): string {
  if (score >= 781) return 'Excellent';
  if (score >= 661) return 'Good';
  if (score >= 601) return 'Fair';
  if (score >= 500) return 'Poor';
  return 'Very poor';
}

const FACTORS = [
  'Your balances on revolving accounts are high compared with your credit limits',
  'Your credit history is short',
  'Few of your accounts have been paid as agreed for long',
  'There are recent inquiries on your credit report',
  'You have had no late payments in the last 24 months',
  'You have a good mix of installment and revolving accounts',
] as const;

/** The stand-in's report for a customer: six monthly scores ending this month, and three factors. */
export function standInReport(email: string, today: string) {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  const base = 560 + (digest.readUInt16BE(0) % 221); // 560 to 780
  const [year, month] = today.split('-').map(Number) as [number, number];
  const history = Array.from({ length: 6 }, (_, index) => {
    const back = 5 - index;
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    const drift = ((digest[2 + index] ?? 0) % 21) - 10;
    return { month: date.toISOString().slice(0, 7), score: Math.min(850, Math.max(300, base + drift - back * 2)) };
  });
  const score = history.at(-1)!.score;
  const factors = [0, 1, 2].map((offset) => FACTORS[((digest[10] ?? 0) + offset * 2) % FACTORS.length]!);
  return { score, scoreBand: scoreBand(score), updatedOn: `${today.slice(0, 7)}-01`, history, factors };
}

async function enrollmentOf(scope: Scope) {
  if (!scope.subjectId) return undefined;
  const [row] = await scope.db
    .select()
    .from(creditViewEnrollments)
    .where(and(eq(creditViewEnrollments.customerId, scope.subjectId), eq(creditViewEnrollments.brand, scope.brand)));
  return row;
}

export async function creditView(scope: Scope, now = new Date()) {
  const enrollment = await enrollmentOf(scope);
  const empty = { score: null, scoreBand: null, updatedOn: null, history: [], factors: [] };
  const report = enrollment && !scope.isAgent ? standInReport(scope.subjectEmail, easternDate(now)) : empty;
  return {
    enrolled: !!enrollment,
    enrolledAt: enrollment?.enrolledAt.toISOString() ?? null,
    consentText: consentText(scope.brand),
    ...report,
  };
}

export async function enrollCreditView(scope: Scope, consent: boolean, now = new Date()) {
  if (scope.isAgent) throw forbidden(CREDIT_VIEW_TEXT.agent);
  if (!consent) throw badRequest(CREDIT_VIEW_TEXT.consentRequired, 'consent');
  if (!scope.subjectId) throw forbidden(CREDIT_VIEW_TEXT.noRecord);
  const consentSha256 = createHash('sha256').update(consentText(scope.brand)).digest('hex');
  await scope.db
    .insert(creditViewEnrollments)
    .values({ customerId: scope.subjectId, brand: scope.brand, enrolledAt: now, consentSha256 })
    .onConflictDoNothing();
  return creditView(scope, now);
}
