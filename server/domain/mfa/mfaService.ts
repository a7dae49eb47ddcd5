// Multi-factor login after sign-in (account-access spec, sections 4 and 7):
// - challenge(blackBox, device): the customer's decision (BYPASS, ALLOW, DENY, OTP_PHONE, OTP_EMAIL,
//   OTP_PHONE_EMAIL) for this sign-in (the tokens' origin_jti). A browser holding the secret of a device remembered
//   for this customer, not expired and not forgotten (a password reset forgets every device), is let through with
//   BYPASS, except for DENY. The fingerprint (blackBox) is never the key: any browser can send any value. A customer
//   who used up the wrong tries in the last 30 minutes is answered DENY.
// - Codes go by the channel the decision allows: OTP_EMAIL by email, OTP_PHONE by phone, OTP_PHONE_EMAIL by
//   either; a passed code approves the check (codeTarget).
// - passedThisSignIn / owesCheck: whether this sign-in has passed its check, and whether it owes one (the rule
//   is src/lib/rules/mfaRule.ts, shared with the browser); the access policy makes a customer who owes one
//   MFA_PENDING.
// - rememberDevice(blackBox, mfaId, device): after a passed check, a new random secret (256 bits) is handed to the
//   browser in an HttpOnly cookie and its hash kept with the customer, named from the user agent, for 30 days.
// - devices / forgetDevice / forgetAllDevices: the customer's list on /account/personal.
import { isBrandKey } from '../../../brands/index';
import { owesMfaCheck } from '../../../src/lib/rules/mfaRule';
import { readFlags } from '../../flags/featureFlags';
import { isEnrollmentUser } from '../../identity/groups';
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../identity/passwordHash';
import type { CodeTarget } from '../codes/codeService';
import { loginAccount } from '../../security/codeBudget';
import { phoneDestination, type Channel } from '../codes/oneTimeCodes';
import { findCustomer } from '../customers/customerRepository';
import { badRequest } from '../domainError';
import type { Scope } from '../scope';
import { application } from '../application/applicationService';
import { phoneVerified } from '../application/verification/phoneCheck';
import {
  approveSession,
  createSession,
  deniedCodeSince,
  findOwnSession,
  hasApprovedSession,
  forgetDevices,
  liveDevices,
  rememberDevice as saveDevice,
  letRememberedDeviceThrough,
  type MfaSession,
} from './mfaRepository';
import type { DeviceCookie } from './deviceCookie';
import { deviceName } from './deviceName';
import { isUuid } from '../uuid';

export const REMEMBER_DEVICE_DAYS = 30;
export const LOCK_MINUTES = 30;

const CHANNELS: Record<string, Channel[]> = {
  OTP_EMAIL: ['EMAIL'],
  OTP_PHONE: ['SMS'],
  OTP_PHONE_EMAIL: ['EMAIL', 'SMS'],
};

async function ownSession(scope: Scope, mfaId: string | null | undefined, channel?: Channel): Promise<MfaSession> {
  if (!mfaId) throw badRequest('An mfaId is required.');
  const session = await findOwnSession(scope.db, mfaId, scope.claims.sub);
  if (!session) throw badRequest('Unknown MFA check');
  if (channel && !CHANNELS[session.decision]?.includes(channel))
    throw badRequest(
      channel === 'SMS' ? 'This check does not use a phone code.' : 'This check does not use an email code.',
    );
  return session;
}

/** Has the check of this sign-in (the tokens' origin_jti) been passed (or let through)? */
export function passedThisSignIn(scope: Scope): boolean | Promise<boolean> {
  // As read with the caller's record when the call began (one statement less), else asked now.
  return scope.checkPassed ?? hasApprovedSession(scope.db, scope.claims.sub, scope.claims.origin_jti);
}

/** Does this sign-in owe its check? Agents and enrollment users are never put through a customer's check. */
export async function owesCheck(scope: Scope): Promise<boolean> {
  if (scope.isAgent || isEnrollmentUser(scope.claims['cognito:groups']) || !isBrandKey(scope.brand)) return false;
  const flags = await readFlags(scope.db, scope.brand);
  if (flags.mfa !== true) return false;
  // The caller's own record, as read when the call was identified (undefined where it was not read then).
  const customer = scope.subject !== undefined ? scope.subject : await findCustomer(scope.db, scope.claims.email);
  if (!customer) return false;
  return owesMfaCheck(true, customer, await passedThisSignIn(scope));
}

/** Customer.mfaPassed: agents are not put through a customer's check. */
export const mfaPassed = (scope: Scope): boolean | Promise<boolean> => scope.isAgent || passedThisSignIn(scope);

/** A device secret as handed out: 32 random bytes, base64url. Anything else a browser sends is no secret of ours. */
const DEVICE_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The hash of the secret this browser holds, when it holds one of ours. */
const hashHere = (device: DeviceCookie): string | null =>
  device.secret && DEVICE_SECRET.test(device.secret) ? sha256(device.secret) : null;

/** Is the browser's secret that of a live device of this customer? (Marks it let through now.) */
async function isRememberedHere(scope: Scope, device: DeviceCookie): Promise<boolean> {
  const here = hashHere(device);
  return !!here && !!(await letRememberedDeviceThrough(scope.db, scope.claims.sub, here));
}

export async function challenge(scope: Scope, _blackBox: string, device: DeviceCookie) {
  const customer = await findCustomer(scope.db, scope.claims.email);
  let decision = customer?.mfaDecision ?? 'ALLOW';
  if (decision !== 'DENY' && (await isRememberedHere(scope, device))) decision = 'BYPASS';
  if (
    CHANNELS[decision] &&
    (await deniedCodeSince(scope.db, scope.claims.sub, new Date(Date.now() - LOCK_MINUTES * 60 * 1000)))
  )
    decision = 'DENY';
  const session = await createSession(scope.db, {
    userSub: scope.claims.sub,
    decision,
    approved: decision === 'BYPASS' || decision === 'ALLOW',
    originJti: scope.claims.origin_jti,
  });
  return { mfaId: session.id, decision };
}

/** A new secret for this browser, its hash kept with the customer (the caller) for 30 days. */
async function rememberThisDevice(scope: Scope, device: DeviceCookie): Promise<{ success: true }> {
  const secret = randomBytes(32).toString('base64url');
  const maxAgeSeconds = REMEMBER_DEVICE_DAYS * 24 * 60 * 60;
  await saveDevice(scope.db, {
    userSub: scope.claims.sub,
    deviceHash: sha256(secret),
    name: deviceName(device.userAgent),
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
  });
  device.keep(secret, maxAgeSeconds);
  return { success: true };
}

export async function rememberDevice(
  scope: Scope,
  mfaId: string | null | undefined,
  blackBox: string,
  device: DeviceCookie,
) {
  const session = await ownSession(scope, mfaId);
  if (!session.approved) throw badRequest('Pass the verification before remembering this device.');
  if (!blackBox.trim()) throw badRequest('blackBox is required');
  return rememberThisDevice(scope, device);
}

/**
 * rememberDevice(applicationId, blackBox): the application's remember-my-device modal (spec 4.8). The mobile number
 * the application verified at /otp is the passed check: without it, nothing is remembered.
 */
export async function rememberDeviceForApplication(
  scope: Scope,
  applicationId: string,
  blackBox: string,
  device: DeviceCookie,
) {
  const row = await application(scope, applicationId);
  if (!phoneVerified(row)) throw badRequest('Verify your mobile number before remembering this device.');
  if (!blackBox.trim()) throw badRequest('blackBox is required');
  return rememberThisDevice(scope, device);
}

/** The caller's remembered devices for /account/personal: name, when remembered and last let through, this one. */
export async function devices(scope: Scope, device: DeviceCookie) {
  const here = hashHere(device);
  return (await liveDevices(scope.db, scope.claims.sub)).map((row) => ({
    id: row.id,
    name: row.name,
    rememberedAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    thisDevice: row.deviceHash === here,
  }));
}

export const DEVICE_NOT_FOUND = 'That device is not remembered any more. Refresh the page to see your devices.';

/** Forgets one of the caller's devices (the next sign-in there passes the check again). */
export async function forgetDevice(scope: Scope, id: string, device: DeviceCookie) {
  if (!isUuid(id)) throw badRequest(DEVICE_NOT_FOUND);
  const forgotten = await forgetDevices(scope.db, scope.claims.sub, id);
  if (forgotten.length === 0) throw badRequest(DEVICE_NOT_FOUND);
  if (forgotten.includes(hashHere(device) ?? '')) device.drop();
  return { success: true };
}

/** Forgets every device of the caller. */
export async function forgetAllDevices(scope: Scope, device: DeviceCookie) {
  await forgetDevices(scope.db, scope.claims.sub);
  device.drop();
  return { success: true };
}

/** The check's codes: where they go, and a passed code approves the check. */
export async function codeTarget(scope: Scope, mfaId: string, channel: Channel): Promise<CodeTarget> {
  const session = await ownSession(scope, mfaId, channel);
  return {
    owner: { mfaId: session.id },
    account: { key: loginAccount(scope.claims.sub), noticeTo: scope.claims.email },
    async destination() {
      if (channel === 'EMAIL') return { to: scope.claims.email, masked: null };
      const customer = await findCustomer(scope.db, scope.claims.email);
      if (!customer?.phone) throw badRequest('There is no phone number on your account. Please call us.');
      return phoneDestination(customer.phone);
    },
    async settled(status) {
      if (status === 'APPROVED') await approveSession(scope.db, session.id);
    },
  };
}
