// The bank verification (PENDING_BRFR; /application/bank-verification; spec 3.1's bank verification: id,
// applicationId, status, codes of requestCode and expiresAt, decisions of requestCode, siteResult and
// decisionResult). Our design where the spec is silent: an approved applicant whose account was typed by hand (and
// whom the underwriting asks it of: sandbox SSN 0212) gets a trial deposit of under $1.00 with a reference on the
// deposit line; when it posts (a step of the machine; the local stand-in for the bank statement is a mail) the loan
// socket says so, and the applicant enters the amount they see (`saveDecisionBankVerification` APPROVED with
// amountCents) or says they cannot find it (DENIED). A match verifies the account and the application goes on to the
// e-sign; three wrong amounts, a deposit not found, or the deposit past its expiry end it (call us). Statuses: SENT,
// POSTED, VERIFIED, FAILED, ERROR (the deposit could not be sent).
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applications, type StoredBankCheck } from '../../../db/schema/applications';
import type { Mailer } from '../../../mail/mailer';
import { badRequest, type Words } from '../../domainError';
import type { Scope } from '../../scope';
import type { ApplicationRow } from '../applicationRepository';
import { application } from '../applicationService';
import { statusOf } from './applicationStates';
import type { ChangeFeed } from '../../../db/changeFeed';

export const MAX_AMOUNT_TRIES = 3;
const DEPOSIT_DAYS = 5;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const BANK_TEXT = {
  notPending: 'This application is not waiting for a bank verification.',
  notPosted: 'The deposit has not reached your account yet. We will tell you as soon as it does.',
  ended: 'This bank verification has ended. Call us and we will help you finish your application.',
  wrongAmount: (left: number): Words => ({
    key:
      left === 1
        ? 'That is not the amount we deposited. Check your account and try again ({left} try left).'
        : 'That is not the amount we deposited. Check your account and try again ({left} tries left).',
    values: { left },
  }),
  amountNeeded: 'Enter the amount of the deposit, from $0.01 to $0.99.',
  answerNeeded: 'Answer APPROVED with the amount you found, or DENIED if you cannot find the deposit.',
} as const;

export function newBankCheck(now: Date): StoredBankCheck {
  const code = Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
  return {
    id: randomUUID(),
    requestCode: `VRF${code}`,
    amountCents: randomInt(1, 100),
    expiresAt: new Date(now.getTime() + DEPOSIT_DAYS * 86_400_000).toISOString(),
    status: 'SENT',
    tries: 0,
    decisions: [],
  };
}

/** The spec's record as the API gives it (never the amount). */
export const bankVerificationRecord = (row: ApplicationRow) => {
  const check = row.decision?.bankCheck;
  if (!check) return null;
  return {
    id: check.id,
    applicationId: row.id,
    status: check.status,
    codes: [{ requestCode: check.requestCode, expiresAt: check.expiresAt }],
    decisions: check.decisions,
    triesLeft: Math.max(0, MAX_AMOUNT_TRIES - check.tries),
  };
};

export async function searchBankVerification(scope: Scope, applicationId: string) {
  return bankVerificationRecord(await application(scope, applicationId));
}

/** The deposit posts: the applicant is told (the local stand-in for the line on their bank statement is a mail). */
export async function postDeposit(
  mailer: Mailer,
  to: string,
  row: ApplicationRow,
  check: StoredBankCheck,
): Promise<StoredBankCheck> {
  try {
    await mailer.send({
      to,
      subject: '[Bank statement] A deposit to your checking account',
      text: `BANK STATEMENT (local stand-in for your bank)\n\nChecking account ending ${row.bank?.accountLast4 ?? ''}\nDeposit  ${check.requestCode}  $0.${String(check.amountCents).padStart(2, '0')}\n\nEnter this amount on your application to verify your account.`,
    });
    return { ...check, status: 'POSTED' };
  } catch {
    return { ...check, status: 'ERROR' };
  }
}

async function saveCheck(db: Database, row: ApplicationRow, check: StoredBankCheck, now: Date, verified: boolean) {
  const values = verified
    ? {
        decision: { ...row.decision!, bankCheck: check },
        state: 'PENDING_ESIGN' as const,
        status: statusOf('PENDING_ESIGN'),
        modifiedAt: now,
      }
    : { decision: { ...row.decision!, bankCheck: check }, modifiedAt: now };
  const [saved] = await db
    .update(applications)
    .set(values)
    .where(and(eq(applications.id, row.id), eq(applications.state, 'PENDING_BRFR')))
    .returning();
  if (!saved) throw badRequest(BANK_TEXT.notPending);
  return saved;
}

/** saveDecisionBankVerification: the applicant's answer (APPROVED with the amount found, or DENIED: not found). */
export async function decideBankVerification(
  scope: Scope,
  changes: ChangeFeed,
  applicationId: string,
  decision: 'APPROVED' | 'DENIED' | 'PENDING',
  amountCents: number | null | undefined,
  now = new Date(),
) {
  const row = await application(scope, applicationId);
  const check = row.decision?.bankCheck;
  if (row.state !== 'PENDING_BRFR' || !check) throw badRequest(BANK_TEXT.notPending);
  if (check.status === 'SENT') throw badRequest(BANK_TEXT.notPosted);
  if (check.status !== 'POSTED') throw badRequest(BANK_TEXT.ended);
  if (decision === 'PENDING') throw badRequest(BANK_TEXT.answerNeeded, 'decision');
  let next: StoredBankCheck;
  if (check.expiresAt < now.toISOString()) {
    next = {
      ...check,
      status: 'FAILED',
      decisions: [
        ...check.decisions,
        { requestCode: check.requestCode, siteResult: 'NOT_FOUND', decisionResult: 'DENIED' },
      ],
    };
  } else if (decision === 'DENIED') {
    next = {
      ...check,
      status: 'FAILED',
      decisions: [
        ...check.decisions,
        { requestCode: check.requestCode, siteResult: 'NOT_FOUND', decisionResult: 'DENIED' },
      ],
    };
  } else {
    if (amountCents == null || !Number.isInteger(amountCents) || amountCents < 1 || amountCents > 99)
      throw badRequest(BANK_TEXT.amountNeeded, 'amountCents');
    const matched = amountCents === check.amountCents;
    const tries = check.tries + 1;
    const result = matched ? 'APPROVED' : tries >= MAX_AMOUNT_TRIES ? 'DENIED' : 'PENDING';
    next = {
      ...check,
      tries,
      status: matched ? 'VERIFIED' : result === 'DENIED' ? 'FAILED' : 'POSTED',
      decisions: [
        ...check.decisions,
        {
          requestCode: check.requestCode,
          siteResult: matched ? 'AMOUNT_MATCHED' : 'AMOUNT_MISMATCH',
          decisionResult: result,
        },
      ],
    };
  }
  const saved = await saveCheck(scope.db, row, next, now, next.status === 'VERIFIED');
  changes.publish('application', saved.id);
  if (next.status === 'POSTED') throw badRequest(BANK_TEXT.wrongAmount(MAX_AMOUNT_TRIES - next.tries), 'amountCents');
  return saved;
}
