// The notice of action taken of a declined application (issue 48, part 2; decision 0052): the brand's wording, the
// principal reasons (up to four, with plain words), the ECOA notice, and where the decision used a consumer report the
// FCRA 615(a) disclosures with the credit score. One content for the page (GraphQL `denial.notice`), the mail sent
// at once when the decision is made (a job, once a decision; the PDF attached) and the PDF the customer downloads.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { BrandKey } from '../../../../brands/brandKeys';
import { brands } from '../../../../brands/index';
import { brandNotices } from '../../../../brands/notices';
import {
  actionTaken,
  DECLINED_REQUEST,
  ECOA_NOTICE,
  NOTICE_TEXT,
  type DeclinedRequest,
} from '../../../../src/lib/rules/adverseActionNotice';
import { REPORTING_AGENCY } from './creditBureau';
import { REASON_EXPLANATIONS } from './underwriting';

/** At most this many principal reasons are given (Regulation B's commentary: more than four is rarely helpful). */
const MAX_REASONS = 4;
import { toUsDate } from '../../../../src/lib/rules/usDate';
import type { Database } from '../../../db/client';
import { applications, type StoredDecision } from '../../../db/schema/applications';
import type { Mailer } from '../../../mail/mailer';
import type { CustomerId } from '../../../db/schema/customers';
import { findCustomerById } from '../../customers/customerRepository';
import { notFound } from '../../domainError';
import type { ApplicationRow } from '../applicationRepository';
import { renderPdf, type Block } from '../agreements/pdfLayout';
import { isUuid } from '../../uuid';

export interface NoticeView {
  /** A declined request about a payday loan (a conversion or a refinance, decision 0056); null for an application. */
  request: DeclinedRequest | null;
  reasons: { reason: string; explanation: string }[];
  decidedOn: string;
  mailedAt: string | null;
  creditReport: {
    agencyName: string;
    agencyAddress: string;
    agencyPhone: string;
    score: number;
    scoreMin: number;
    scoreMax: number;
    keyFactors: string[];
    scoredOn: string;
    provider: string;
  } | null;
}

/** The notice of a declined application's (or request's: its kind) decision; null for any other decision. */
export function noticeOf(decision: StoredDecision | null, kind: string): NoticeView | null {
  if (decision?.outcome !== 'DENY') return null;
  const report = decision.creditReport ?? null;
  return {
    request: kind === 'CONVERSION' || kind === 'REFINANCE' ? kind : null,
    reasons: decision.reasons.slice(0, MAX_REASONS).map((reason) => ({
      reason,
      explanation: REASON_EXPLANATIONS[reason] ?? '',
    })),
    decidedOn: decision.decidedAt.slice(0, 10),
    mailedAt: decision.noticeSentAt ?? null,
    creditReport: report
      ? {
          agencyName: REPORTING_AGENCY.name,
          agencyAddress: REPORTING_AGENCY.address,
          agencyPhone: REPORTING_AGENCY.phone,
          score: report.score,
          scoreMin: report.range.min,
          scoreMax: report.range.max,
          keyFactors: report.keyFactors.slice(0, 4),
          scoredOn: report.scoredOn,
          provider: report.provider,
        }
      : null,
  };
}

/** The notice as blocks: headings and paragraphs, for the mail's text and the PDF alike. */
function blocksOf(brand: BrandKey, notice: NoticeView): Block[] {
  const texts = brandNotices[brand];
  const blocks: Block[] = [
    { text: actionTaken(texts.adverseActionText, notice.request) },
    { heading: NOTICE_TEXT.reasonsHeading },
    { text: NOTICE_TEXT.reasonsIntro(notice.request) },
    ...notice.reasons.map(({ reason, explanation }) => ({ text: `• ${reason}. ${explanation}` })),
  ];
  const report = notice.creditReport;
  if (report)
    blocks.push(
      { heading: NOTICE_TEXT.reportHeading },
      { text: NOTICE_TEXT.report(report.agencyName) },
      { text: NOTICE_TEXT.agencyContact(report.agencyAddress, report.agencyPhone) },
      { text: NOTICE_TEXT.agencyDidNotDecide },
      { text: NOTICE_TEXT.freeCopy },
      { text: NOTICE_TEXT.dispute },
      { heading: NOTICE_TEXT.scoreHeading },
      { text: NOTICE_TEXT.scoreIntro },
      { text: NOTICE_TEXT.score(report.score, report.scoreMin, report.scoreMax) },
      { text: NOTICE_TEXT.keyFactors },
      ...report.keyFactors.map((factor) => ({ text: `• ${factor}` })),
      { text: NOTICE_TEXT.scoredOn(toUsDate(report.scoredOn)) },
      { text: NOTICE_TEXT.provider(report.provider) },
    );
  blocks.push(
    { heading: 'Your rights under the Equal Credit Opportunity Act' },
    { text: `${ECOA_NOTICE} ${texts.ecoaAgency}.` },
    { text: `Creditor: ${texts.creditorAddress}` },
  );
  return blocks;
}

export function noticeMailText(brand: BrandKey, name: string, notice: NoticeView): string {
  const lines = [`Dear ${name},`, '', `${NOTICE_TEXT.title}, ${toUsDate(notice.decidedOn)}`, ''];
  for (const block of blocksOf(brand, notice)) {
    if ('heading' in block) lines.push('', block.heading.toUpperCase());
    else if ('text' in block) lines.push(block.text);
  }
  lines.push('', `Questions? Call ${brands[brand].name} at ${brands[brand].phoneNumber}.`);
  return lines.join('\n');
}

export function noticePdf(brand: BrandKey, name: string, notice: NoticeView): Promise<Uint8Array> {
  return renderPdf({
    title: NOTICE_TEXT.title,
    subtitle: `${name}. Decided ${toUsDate(notice.decidedOn)}.`,
    blocks: blocksOf(brand, notice),
    // The decision's date: the same notice is the same bytes.
    date: new Date(`${notice.decidedOn}T12:00:00Z`),
    author: brands[brand].name,
  });
}

const nameOf = (row: ApplicationRow) =>
  [row.personal?.firstName, row.personal?.lastName].filter(Boolean).join(' ') || 'Applicant';

/** The notice's PDF for the customer whose declined application it is. */
export async function noticePdfFor(
  db: Database,
  who: { customerId: CustomerId | null; brand: string },
  applicationId: string,
): Promise<Uint8Array> {
  const [row] = isUuid(applicationId)
    ? await db.select().from(applications).where(eq(applications.id, applicationId))
    : [];
  const notice =
    row && who.customerId && row.customerId === who.customerId && row.brand === who.brand
      ? noticeOf(row.decision, row.kind)
      : null;
  if (!row || !notice) throw notFound('No notice for this application');
  return noticePdf(row.brand as BrandKey, nameOf(row), notice);
}

/**
 * Mails the notice of a declined application once: the job of its decision (and the sweep) comes here; a notice
 * already sent is not sent again. Sent first and marked after: an instance stopped between the two sends it again
 * (a notice twice rather than none).
 */
export async function sendAdverseNotice(db: Database, mailer: Mailer, applicationId: string, now = new Date()) {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  const notice = row ? noticeOf(row.decision, row.kind) : null;
  if (!row || !notice || row.decision?.noticeSentAt) return false;
  const customer = await findCustomerById(db, row.customerId);
  if (!customer) return false;
  const brand = row.brand as BrandKey;
  const name = nameOf(row);
  await mailer.send({
    to: customer.email,
    subject: `${NOTICE_TEXT.title}: ${notice.request ? DECLINED_REQUEST[notice.request] : 'your application'} with ${brands[brand].name}`,
    text: noticeMailText(brand, name, notice),
    attachments: [
      { filename: 'notice-of-action-taken.pdf', content: Buffer.from(await noticePdf(brand, name, notice)) },
    ],
  });
  await db
    .update(applications)
    .set({ decision: sql`jsonb_set(${applications.decision}, '{noticeSentAt}', to_jsonb(${now.toISOString()}::text))` })
    .where(eq(applications.id, row.id));
  return true;
}

/** Declined applications whose notice is not sent, decided more than `graceMs` ago (the sweep asks for their jobs). */
export async function unsentNotices(db: Database, graceMs: number, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        // Decided since notices are mailed (the key is there, null): older denials are not mailed all at once. The
        // partial index applications_unsent_notices holds exactly these rows.
        sql`${applications.decision}->>'outcome' = 'DENY' and ${applications.decision}->'noticeSentAt' = 'null'::jsonb`,
        lte(applications.modifiedAt, new Date(now.getTime() - graceMs)),
      ),
    );
  return rows.map((row) => row.id);
}
