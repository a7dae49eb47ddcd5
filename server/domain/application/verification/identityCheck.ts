// /identity (issue 14): the photo-ID check before submission (application spec 3.1's identity-document
// verification: id, applicationId, status, userToken; `searchIntellicheckVerification(applicationId)`).
// - A scan starts a session whose user token the document-scan page takes (the local stand-in for Intellicheck's
//   capture, server/web/standInRoutes.ts); the scan compares the ID with step 1's answers and settles the status:
//   VERIFIED, or FAILED with the reason. At most 3 scans per application.
// - Opting out (OPTED_OUT) is allowed: the applicant shows their ID another way, as a careful lender requires (a
//   photo of the ID and a proof of address uploaded after approval, before signing; docs/flows/application.md).
// Sandbox: an applicant whose SSN ends in 0211 has an ID the scanner cannot read; an ID past its expiry date fails.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { StoredIdentityCheck } from '../../../db/schema/applications';
import { badRequest } from '../../domainError';
import type { Scope } from '../../scope';
import { applicationByScanToken, updateApplication, type ApplicationRow } from '../applicationRepository';
import { application, changeable } from '../applicationService';
import { easternDate } from '../../../../src/lib/rules/easternTime';

export const MAX_ID_SCANS = 3;
export const UNREADABLE_ID_LAST4 = '0211';
export const ID_UNREADABLE =
  'We could not read your ID. Make sure the whole ID is in the picture, in good light and without glare.';
export const ID_EXPIRED = 'The ID you scanned has expired. Scan an ID that is still valid.';
export const TOO_MANY_SCANS = `You have scanned your ID ${MAX_ID_SCANS} times. Choose another way to show your ID.`;

/** The spec's verification record as the API gives it. */
export const identityRecord = (row: Pick<ApplicationRow, 'id' | 'identity'>) =>
  row.identity
    ? {
        id: row.identity.id,
        applicationId: row.id,
        status: row.identity.status,
        userToken: row.identity.status === 'PENDING' ? row.identity.userToken : null,
        reason: row.identity.reason,
        scansLeft: Math.max(0, MAX_ID_SCANS - row.identity.tries),
      }
    : null;

/** Whether the ID step is done: verified, or the applicant chose to show their ID another way. */
export const identitySettled = (row: Pick<ApplicationRow, 'identity'>) =>
  row.identity?.status === 'VERIFIED' || row.identity?.status === 'OPTED_OUT';

export async function searchIdentity(scope: Scope, applicationId: string) {
  return identityRecord(await application(scope, applicationId));
}

/** Starts a scan (a fresh user token); a verified ID stays verified. */
export async function startIdentityCheck(scope: Scope, applicationId: string, now = new Date()) {
  const row = await changeable(scope, applicationId);
  if (row.identity?.status === 'VERIFIED') return identityRecord(row)!;
  const tries = row.identity?.tries ?? 0;
  if (tries >= MAX_ID_SCANS) throw badRequest(TOO_MANY_SCANS);
  const identity: StoredIdentityCheck = {
    id: randomUUID(),
    status: 'PENDING',
    userToken: randomBytes(24).toString('base64url'),
    tries: tries + 1,
    reason: null,
    updatedAt: now.toISOString(),
  };
  return identityRecord(await updateApplication(scope.db, row.id, { identity }, now))!;
}

/** The applicant shows their ID another way (documents after approval, or at a store). */
export async function optOutOfIdentityCheck(scope: Scope, applicationId: string, now = new Date()) {
  const row = await changeable(scope, applicationId);
  if (row.identity?.status === 'VERIFIED') return identityRecord(row)!;
  const identity: StoredIdentityCheck = {
    id: row.identity?.id ?? randomUUID(),
    status: 'OPTED_OUT',
    userToken: null,
    tries: row.identity?.tries ?? 0,
    reason: null,
    updatedAt: now.toISOString(),
  };
  return identityRecord(await updateApplication(scope.db, row.id, { identity }, now))!;
}

/** The application a scan's user token is for, while the scan waits (the stand-in's page). */
export async function pendingScan(db: Database, userToken: string): Promise<ApplicationRow | null> {
  if (!/^[\w-]{32}$/.test(userToken)) return null;
  const row = await applicationByScanToken(db, userToken);
  if (!row || row.identity?.status !== 'PENDING' || row.submittedAt || row.withdrawnAt) return null;
  return row;
}

/** The scan's result: the ID compared with step 1's answers. */
export async function completeScan(
  db: Database,
  userToken: string,
  now = new Date(),
): Promise<StoredIdentityCheck | null> {
  const row = await pendingScan(db, userToken);
  if (!row?.identity) return null;
  const expiry = row.personal?.stateIdExpirationDate ?? '';
  const reason =
    row.ssnLast4 === UNREADABLE_ID_LAST4 ? ID_UNREADABLE : expiry && expiry < easternDate(now) ? ID_EXPIRED : null;
  const identity: StoredIdentityCheck = {
    ...row.identity,
    status: reason ? 'FAILED' : 'VERIFIED',
    userToken: null,
    reason,
    updatedAt: now.toISOString(),
  };
  await updateApplication(db, row.id, { identity }, now);
  return identity;
}
