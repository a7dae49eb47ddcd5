// /otp (issue 14): the application's mobile number verified before submission, one of two ways:
// - a one-time code texted to it, with the code module the multi-factor check uses (codes/codeService.ts; the
//   application is the codes' owner, and a passed check records the number the code went to);
// - the mobile carrier's check (`generateBokuEVURL(applicationId, phoneNumber)`): a signed, short-lived link to the
//   local Boku stand-in (server/web/standInRoutes.ts), which asks the carrier whether the number is the applicant's
//   and comes back to /otp. Sandbox: a number ending in 0199 is one the carrier cannot confirm.
// The verification holds while the application's phone is the number verified (a changed number must be verified
// again).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { StoredPersonalInformation, StoredPhoneVerification } from '../../../db/schema/applications';
import type { Settings } from '../../../settings';
import { phoneToVerify } from '../../../../src/lib/rules/phoneToVerify';
import type { CodeTarget } from '../../codes/codeService';
import { loginAccount } from '../../../security/codeBudget';
import { latestCode, phoneDestination } from '../../codes/oneTimeCodes';
import { phoneOfSmsAddress } from '../../../sms/phoneAddress';
import { badRequest } from '../../domainError';
import type { Scope } from '../../scope';
import { applicationById, updateApplication, type ApplicationRow } from '../applicationRepository';
import { changeable } from '../applicationService';

/** How long the carrier-check link may be opened. */
const CARRIER_LINK_TTL_MS = 10 * 60_000;
/** The sandbox: the carrier cannot confirm numbers ending in these digits. */
export const CARRIER_UNCONFIRMED_LAST4 = '0199';
/** The number /otp verifies for step 1's phones (the shared rule). */
export const phoneOfApplication = (personal: StoredPersonalInformation | null) => phoneToVerify(personal?.phones);

/** Whether the application's phone is verified (the number verified is still the application's). */
export function phoneVerified(row: Pick<ApplicationRow, 'personal' | 'phoneVerification'>): boolean {
  const phone = phoneOfApplication(row.personal);
  return phone !== null && row.phoneVerification?.phone === phone;
}

const verification = (
  phone: string,
  method: StoredPhoneVerification['method'],
  now: Date,
): StoredPhoneVerification => ({ phone, method, verifiedAt: now.toISOString() });

/** The codes' target for an application's /otp: texts go to its mobile number; a passed check records it. */
export async function applicationCodeTarget(scope: Scope, applicationId: string): Promise<CodeTarget> {
  const row = await changeable(scope, applicationId);
  const owner = { applicationId: row.id };
  return {
    owner,
    account: { key: loginAccount(scope.claims.sub), noticeTo: scope.subjectEmail },
    destination() {
      const phone = phoneOfApplication(row.personal);
      if (!phone)
        throw badRequest('There is no phone number on your application. Add one in your personal information.');
      return phoneDestination(phone);
    },
    async settled(status) {
      if (status !== 'APPROVED') return;
      // The number the code went to (the application's number may have changed since it was sent).
      const sent = await latestCode(scope.db, owner, 'SMS');
      if (sent)
        await updateApplication(
          scope.db,
          row.id,
          { phoneVerification: verification(phoneOfSmsAddress(sent.email), 'CODE', new Date()) },
          new Date(),
        );
    },
  };
}

const signingKey = (settings: Settings) =>
  Buffer.from(hkdfSync('sha256', settings.bankDataKey, '', 'carrier-check-link', 32));
/** The link's signature: HMAC-SHA256, its first 128 bits. */
const signature = (settings: Settings, payload: string) =>
  createHmac('sha256', signingKey(settings)).update(payload).digest().subarray(0, 16).toString('base64url');

/** The link's payload, kept short for a URL path: the application id's 16 bytes and the expiry in Unix seconds. */
function linkPayload(applicationId: string, expiresAt: number): string {
  const bytes = Buffer.alloc(20);
  Buffer.from(applicationId.replace(/-/g, ''), 'hex').copy(bytes);
  bytes.writeUInt32BE(Math.floor(expiresAt / 1000), 16);
  return bytes.toString('base64url');
}

function readPayload(payload: string): { applicationId: string; expiresAt: number } | null {
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length !== 20) return null;
  const hex = bytes.subarray(0, 16).toString('hex');
  return {
    applicationId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    expiresAt: bytes.readUInt32BE(16) * 1000,
  };
}

/** `generateBokuEVURL`: the carrier-check link for the application's own number (no number or id in the clear). */
export async function carrierCheckUrl(
  scope: Scope,
  applicationId: string,
  phoneNumber: string,
  now = new Date(),
): Promise<string> {
  const row = await changeable(scope, applicationId);
  const phone = phoneOfApplication(row.personal);
  if (!phone) throw badRequest('There is no phone number on your application. Add one in your personal information.');
  if (phoneNumber.replace(/\D/g, '') !== phone)
    throw badRequest('This is not the phone number on your application.', 'phoneNumber');
  const payload = linkPayload(row.id, now.getTime() + CARRIER_LINK_TTL_MS);
  const origin = scope.settings.brandOrigins[scope.brand as keyof Settings['brandOrigins']] ?? '';
  return `${origin}/stand-in/boku/${payload}.${signature(scope.settings, payload)}`;
}

/** The application a carrier-check link is for, or null when it is forged, altered or expired. */
function linkedApplication(settings: Settings, token: string, now: Date): string | null {
  const [payload, signed] = token.split('.');
  if (!payload || !signed) return null;
  const expected = Buffer.from(signature(settings, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const read = readPayload(payload);
  return read && read.expiresAt > now.getTime() ? read.applicationId : null;
}

export type CarrierCheck = { outcome: 'VERIFIED' | 'UNCONFIRMED'; masked: string } | { outcome: 'INVALID_LINK' };

/** The stand-in's page: which number the link is for (masked), without checking it yet. */
export async function carrierCheckFor(
  db: Database,
  settings: Settings,
  token: string,
  now = new Date(),
): Promise<{ row: ApplicationRow; phone: string } | null> {
  const id = linkedApplication(settings, token, now);
  if (!id) return null;
  const row = await applicationById(db, id);
  const phone = row ? phoneOfApplication(row.personal) : null;
  if (!row || !phone || row.submittedAt || row.status !== 'UNSUBMITTED' || row.withdrawnAt) return null;
  return { row, phone };
}

/** The carrier answers: the number is the applicant's (recorded), or the carrier cannot confirm it. */
export async function runCarrierCheck(
  db: Database,
  settings: Settings,
  token: string,
  now = new Date(),
): Promise<CarrierCheck> {
  const found = await carrierCheckFor(db, settings, token, now);
  if (!found) return { outcome: 'INVALID_LINK' };
  const masked = phoneDestination(found.phone).masked;
  if (found.phone.endsWith(CARRIER_UNCONFIRMED_LAST4)) return { outcome: 'UNCONFIRMED', masked };
  await updateApplication(db, found.row.id, { phoneVerification: verification(found.phone, 'CARRIER', now) }, now);
  return { outcome: 'VERIFIED', masked };
}
