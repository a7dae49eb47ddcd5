// The one-time code flows of the spec (section 7) for any owner of codes (a multi-factor check, an enrollment):
// ask for a code by email, resend it, send one to the phone, find the phone code in flight, and check a code.
// The owner's domain gives its CodeTarget (where codes go, and what a settled check changes); the life of a
// code is oneTimeCodes.ts.
import { badRequest } from '../domainError';
import type { Scope } from '../scope';
import {
  checkCode,
  issueCode,
  latestCode,
  type Channel,
  type CodeAccount,
  type CodeCheck,
  type CodeOwner,
} from './oneTimeCodes';

export interface CodeTarget {
  owner: CodeOwner;
  /** The account its codes count against, with every other code of the account. */
  account: CodeAccount;
  /** Where this channel's codes go, and the phone number as shown (null for email). */
  destination: () => Promise<{ to: string; masked: string | null }> | { to: string; masked: string | null };
  /** A check that will not take another try: approved, denied (too many wrong codes) or expired. */
  settled: (status: 'APPROVED' | 'DENIED' | 'EXPIRED') => Promise<void>;
}

export type EmailStatus = CodeCheck['status'];
export type OtpStatus = 'OTP_VALID' | 'OTP_EXCEEDED' | 'OTP_EXPIRED' | null;

const OTP_STATUS: Record<CodeCheck['status'], OtpStatus> = {
  APPROVED: 'OTP_VALID',
  DENIED: 'OTP_EXCEEDED',
  EXPIRED: 'OTP_EXPIRED',
  PENDING: null,
};

async function send(scope: Scope, target: CodeTarget, channel: Channel, resend: boolean) {
  const { to, masked } = await target.destination();
  const row = await issueCode({
    db: scope.db,
    settings: scope.settings,
    mailer: scope.mailer,
    texts: scope.texts,
    log: scope.log,
    account: target.account,
    brand: scope.brand,
    owner: target.owner,
    channel,
    to,
    resend,
    language: scope.language,
  });
  return { row, masked };
}

async function check(
  scope: Scope,
  target: CodeTarget,
  channel: Channel,
  code: string,
  ids?: { id: string; sessionId: string },
): Promise<CodeCheck> {
  const result = await checkCode(
    { db: scope.db, settings: scope.settings, mailer: scope.mailer, account: target.account },
    target.owner,
    channel,
    code,
    ids,
  );
  // A phone code that ran out can be sent again; every other outcome but a wrong code settles the check.
  if (
    result.status === 'APPROVED' ||
    result.status === 'DENIED' ||
    (result.status === 'EXPIRED' && channel === 'EMAIL')
  )
    await target.settled(result.status);
  return result;
}

/** The email code in flight (sent now if there is none). */
export async function requestEmailCode(scope: Scope, target: CodeTarget) {
  const { row } = await send(scope, target, 'EMAIL', false);
  return { emailVerificationId: row.id, sessionId: row.sessionId };
}

export async function resendEmailCode(scope: Scope, target: CodeTarget) {
  const current = await latestCode(scope.db, target.owner, 'EMAIL');
  if (!current || current.status !== 'PENDING') throw badRequest('There is no code to resend; start again.');
  const { row } = await send(scope, target, 'EMAIL', true);
  return { success: true, sessionId: row.sessionId };
}

export async function checkEmailCode(
  scope: Scope,
  target: CodeTarget,
  code: string,
  ids: { id: string; sessionId: string },
) {
  const result = await check(scope, target, 'EMAIL', code, ids);
  return { success: result.status === 'APPROVED', status: result.status };
}

/** The phone code in flight and the masked number it goes to (nothing is sent). */
export async function findPhoneCode(scope: Scope, target: CodeTarget) {
  const { masked } = await target.destination();
  const row = await latestCode(scope.db, target.owner, 'SMS');
  const expired = row?.status === 'PENDING' && row.expiresAt.getTime() < Date.now();
  const status: OtpStatus = !row ? null : expired ? 'OTP_EXPIRED' : OTP_STATUS[row.status as CodeCheck['status']];
  return { status, phoneNumberMasked: masked };
}

/** Sends a code to the phone; again after the resend wait, keeping the count of wrong tries. */
export async function sendPhoneCode(scope: Scope, target: CodeTarget) {
  const { masked } = await send(scope, target, 'SMS', true);
  return { status: null, phoneNumberMasked: masked };
}

export async function checkPhoneCode(scope: Scope, target: CodeTarget, code: string) {
  const result = await check(scope, target, 'SMS', code);
  return {
    success: result.status === 'APPROVED',
    status: OTP_STATUS[result.status],
    attemptsLeft: result.attemptsLeft,
  };
}
