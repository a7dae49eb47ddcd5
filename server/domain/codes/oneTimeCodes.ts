// One-time codes for a multi-factor check or an enrollment, by email or by phone (account-access spec,
// sections 3, 4 and 9; issue 4): 6 random digits, stored as a hash, single use, expiring after 10 minutes,
// at most 5 wrong tries. Every try is taken in the database (one atomic UPDATE) before the code is compared,
// so neither GraphQL aliases nor parallel requests can multiply the tries. A resend (a new code under a new
// session id) waits for the brand's flag timeouts.verification.otp_email and keeps the count of wrong tries.
// Phone codes go by text message (server/sms: mailed to MailDev, or Amazon SNS). A code is saved only once it was sent:
// a text the provider refuses is told in words and changes nothing (the code in flight, if any, stands).
import type { Language } from '../../../src/lib/rules/language';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { isBrandKey } from '../../../brands/index';
import type { Database } from '../../db/client';
import { emailVerifications } from '../../db/schema/codes';
import { readFlags } from '../../flags/featureFlags';
import { codeMatches, newOneTimeCode, sha256 } from '../../identity/passwordHash';
import type { Mailer } from '../../mail/mailer';
import { maskPhone, phoneOfSmsAddress, smsAddress } from '../../sms/phoneAddress';
import { TEXT_FAILURES, TextDeliveryError, type TextMessenger } from '../../sms/textMessages';
import { badRequest } from '../domainError';
import { codeBudget, CODES_PAUSED, CODES_PAUSED_NOTICE, type CodeBudgetSettings } from '../../security/codeBudget';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const DEFAULT_RESEND_WAIT_SECONDS = 30;

export type Channel = 'EMAIL' | 'SMS';
/** Whose code it is: one multi-factor check, one enrollment, one application's phone, or one change of contact details. */
export type CodeOwner = { mfaId: string } | { enrollmentId: string } | { applicationId: string } | { changeId: string };
export type CodeRow = typeof emailVerifications.$inferSelect;
/** APPROVED (right code), PENDING (wrong, tries left), DENIED (5 wrong tries, or later), EXPIRED (too old, or no such code). */
export type CodeCheck = { status: 'APPROVED' | 'PENDING' | 'DENIED' | 'EXPIRED'; attemptsLeft: number };

const ownerIs = (owner: CodeOwner): SQL =>
  'mfaId' in owner
    ? eq(emailVerifications.mfaId, owner.mfaId)
    : 'applicationId' in owner
      ? eq(emailVerifications.applicationId, owner.applicationId)
      : 'changeId' in owner
        ? eq(emailVerifications.changeId, owner.changeId)
        : eq(emailVerifications.enrollmentId, owner.enrollmentId);

/** Where a phone code goes (the phone's SMS address, which its codes are counted by), and the number as shown. */
export const phoneDestination = (phone: string) => ({ to: smsAddress(phone), masked: maskPhone(phone) });

export async function resendWaitSeconds(db: Database, brand: string): Promise<number> {
  const flags = isBrandKey(brand) ? await readFlags(db, brand) : {};
  const wait = (flags.timeouts as { verification?: { otp_email?: number } } | undefined)?.verification?.otp_email;
  return Number(wait ?? DEFAULT_RESEND_WAIT_SECONDS);
}

export async function latestCode(db: Database, owner: CodeOwner, channel: Channel): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(and(ownerIs(owner), eq(emailVerifications.channel, channel)))
    .orderBy(desc(emailVerifications.sentAt))
    .limit(1);
  return row;
}

/** Sends the code: by text to the phone of an SMS address (a refusal told in the person's words), else by mail. */
async function deliver(request: IssueRequest, code: string) {
  const words = CODE_WORDS[request.language ?? 'en'];
  const text = words.text(code);
  if (request.channel === 'SMS') {
    const phone = phoneOfSmsAddress(request.to);
    await request.texts.send({ phone, body: text }).catch((error: unknown) => {
      if (!(error instanceof TextDeliveryError)) throw error;
      request.log?.warn(
        { to: maskPhone(phone), failure: error.failure, reason: error.reason },
        'text message not sent',
      );
      throw badRequest(TEXT_FAILURES[error.failure]);
    });
    return;
  }
  await request.mailer.send({ to: request.to, subject: words.subject, text });
}

/**
 * The account a code counts against with every other code of it (server/security/codeBudget.ts: wrong tries a day,
 * codes an hour and a day), and the address told once when its codes are paused (null: nobody).
 */
export interface CodeAccount {
  key: string;
  noticeTo: string | null;
}

const noticeOf = (mailer: Mailer, account: CodeAccount) =>
  account.noticeTo ? () => mailer.send({ to: account.noticeTo!, ...CODES_PAUSED_NOTICE }) : null;

export interface IssueRequest {
  db: Database;
  settings: CodeBudgetSettings;
  mailer: Mailer;
  /** What sends a phone's codes. */
  texts: TextMessenger;
  /** Where a text the provider refused is noted (masked). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  account: CodeAccount;
  brand: string;
  owner: CodeOwner;
  channel: Channel;
  /** The email address, or the SMS address of the phone. */
  to: string;
  /** false: hand back the code in flight if there is one (no new mail); true: a new code, after the wait. */
  resend: boolean;
  /** The language the mail or text is worded in (the page's the call came from); English when absent. */
  language?: Language;
}

/** The code's mail and text, in the page's language. */
const CODE_WORDS: Readonly<Record<Language, { subject: string; text: (code: string) => string }>> = {
  en: {
    subject: 'Your verification code',
    text: (code) => `Your verification code is ${code}. It expires in 10 minutes. If you did not ask for it, call us.`,
  },
  es: {
    subject: 'Su código de verificación',
    text: (code) => `Su código de verificación es ${code}. Vence en 10 minutos. Si usted no lo pidió, llámenos.`,
  },
};

/** Sends a code (or a new one), answering the row in flight; a refused resend throws a clear message. */
export async function issueCode(request: IssueRequest): Promise<CodeRow> {
  const { db, mailer, brand, owner, channel, to, resend } = request;
  const current = await latestCode(db, owner, channel);
  if (current && current.status === 'DENIED') throw badRequest('Too many incorrect codes. This check is locked.');
  if (current && current.status === 'PENDING' && !resend && current.expiresAt.getTime() > Date.now()) return current;
  const waitSeconds = current && current.status === 'PENDING' ? await resendWaitSeconds(db, brand) : 0;
  if (current && current.status === 'PENDING' && Date.now() - current.sentAt.getTime() < waitSeconds * 1000)
    throw badRequest({
      key: 'Please wait {waitSeconds} seconds before asking for a new code.',
      values: { waitSeconds },
    });
  const budget = codeBudget(db, request.settings);
  if (!(await budget.issue(request.account.key, to, noticeOf(mailer, request.account)))) throw badRequest(CODES_PAUSED);
  const code = newOneTimeCode();
  // Sent before it is saved: a text or mail that cannot go out changes nothing.
  await deliver(request, code);
  const fresh = {
    codeHash: sha256(code),
    sessionId: randomUUID(),
    sentAt: new Date(),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
    email: to,
  };
  let row: CodeRow | undefined;
  if (current && current.status === 'PENDING') {
    // The count of wrong tries carries over to the new code.
    [row] = await db.update(emailVerifications).set(fresh).where(eq(emailVerifications.id, current.id)).returning();
  } else {
    const ids = owner;
    [row] = await db
      .insert(emailVerifications)
      .values({ ...ids, channel, ...fresh })
      .returning();
  }
  return row!;
}

/** Who checks a code: the database, the budget's settings, the mailer for its notice, and the account. */
export interface CheckRequest {
  db: Database;
  settings: CodeBudgetSettings;
  mailer: Mailer;
  account: CodeAccount;
}

/**
 * Takes one try of the code in flight (found by its id, or the latest of the channel) and compares it: the account's
 * guess first (refused with a clear message when the day's are spent: nothing changes), then the code's own.
 */
export async function checkCode(
  { db, settings, mailer, account }: CheckRequest,
  owner: CodeOwner,
  channel: Channel,
  code: string,
  ids?: { id: string; sessionId: string },
): Promise<CodeCheck> {
  const target = ids
    ? and(eq(emailVerifications.id, ids.id), eq(emailVerifications.sessionId, ids.sessionId))
    : undefined;
  const current = ids ? undefined : await latestCode(db, owner, channel);
  if (!ids && !current) return { status: 'EXPIRED', attemptsLeft: 0 };
  const budget = codeBudget(db, settings);
  if (!(await budget.guess(account.key, noticeOf(mailer, account)))) throw badRequest(CODES_PAUSED);
  const [taken] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(
      and(
        target ?? eq(emailVerifications.id, current!.id),
        ownerIs(owner),
        eq(emailVerifications.channel, channel),
        eq(emailVerifications.status, 'PENDING'),
        lt(emailVerifications.attempts, MAX_WRONG_CODES),
      ),
    )
    .returning();
  if (!taken || taken.expiresAt.getTime() < Date.now()) await budget.giveBack(account.key);
  if (!taken) {
    const [row] = await db
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.id, ids?.id ?? current!.id), ownerIs(owner)));
    return { status: row && row.attempts >= MAX_WRONG_CODES ? 'DENIED' : 'EXPIRED', attemptsLeft: 0 };
  }
  if (taken.expiresAt.getTime() < Date.now()) return { status: 'EXPIRED', attemptsLeft: 0 };
  if (codeMatches(code, taken.codeHash)) {
    await budget.giveBack(account.key);
    await db.update(emailVerifications).set({ status: 'APPROVED' }).where(eq(emailVerifications.id, taken.id));
    // The right try is not a wrong one.
    return { status: 'APPROVED', attemptsLeft: MAX_WRONG_CODES - taken.attempts + 1 };
  }
  if (taken.attempts >= MAX_WRONG_CODES) {
    await db.update(emailVerifications).set({ status: 'DENIED' }).where(eq(emailVerifications.id, taken.id));
    return { status: 'DENIED', attemptsLeft: 0 };
  }
  return { status: 'PENDING', attemptsLeft: MAX_WRONG_CODES - taken.attempts };
}
