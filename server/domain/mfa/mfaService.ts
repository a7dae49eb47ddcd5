// Multi-factor login after sign-in (account-access spec, sections 4 and 7):
// - challenge(blackBox): the customer's decision (BYPASS, ALLOW, DENY, OTP_PHONE, OTP_EMAIL, OTP_PHONE_EMAIL)
//   for this sign-in (the tokens' origin_jti). A device remembered for this customer, not expired and not from
//   before a password reset (a reset forgets every device), is let through with BYPASS, except for DENY. A
//   customer who used up the wrong tries in the last 30 minutes is answered DENY.
// - Codes go by the channel the decision allows: OTP_EMAIL by email, OTP_PHONE by phone, OTP_PHONE_EMAIL by
//   either; a passed code approves the check (codeTarget).
// - passedThisSignIn / owesCheck: whether this sign-in has passed its check, and whether it owes one (the rule
//   is src/lib/rules/mfaRule.ts, shared with the browser); the access policy makes a customer who owes one
//   MFA_PENDING.
// - rememberDevice(blackBox, mfaId): after a passed check, the device is remembered for 30 days.
import { isBrandKey } from '../../../brands/index';
import { owesMfaCheck } from '../../../src/lib/rules/mfaRule';
import { readFlags } from '../../flags/featureFlags';
import { isEnrollmentUser } from '../../identity/groups';
import { sha256 } from '../../identity/passwordHash';
import type { CodeTarget } from '../codes/codeService';
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
  isDeviceRemembered,
  rememberDevice as saveDevice,
  type MfaSession,
} from './mfaRepository';

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
export function passedThisSignIn(scope: Scope): Promise<boolean> {
  return hasApprovedSession(scope.db, scope.claims.sub, scope.claims.origin_jti);
}

/** Does this sign-in owe its check? Agents and enrollment users are never put through a customer's check. */
export async function owesCheck(scope: Scope): Promise<boolean> {
  if (scope.isAgent || isEnrollmentUser(scope.claims['cognito:groups']) || !isBrandKey(scope.brand)) return false;
  const flags = await readFlags(scope.db, scope.brand);
  if (flags.mfa !== true) return false;
  const customer = await findCustomer(scope.db, scope.claims.email);
  if (!customer) return false;
  return owesMfaCheck(true, customer, await passedThisSignIn(scope));
}

/** Customer.mfaPassed: agents are not put through a customer's check. */
export const mfaPassed = (scope: Scope): boolean | Promise<boolean> => scope.isAgent || passedThisSignIn(scope);

export async function challenge(scope: Scope, blackBox: string) {
  const customer = await findCustomer(scope.db, scope.claims.email);
  let decision = customer?.mfaDecision ?? 'ALLOW';
  if (decision !== 'DENY' && (await isDeviceRemembered(scope.db, scope.claims.sub, sha256(blackBox))))
    decision = 'BYPASS';
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

export async function rememberDevice(scope: Scope, mfaId: string | null | undefined, blackBox: string) {
  const session = await ownSession(scope, mfaId);
  if (!session.approved) throw badRequest('Pass the verification before remembering this device.');
  if (!blackBox.trim()) throw badRequest('blackBox is required');
  await saveDevice(
    scope.db,
    scope.claims.sub,
    sha256(blackBox),
    new Date(Date.now() + REMEMBER_DEVICE_DAYS * 24 * 60 * 60 * 1000),
  );
  return { success: true };
}

/**
 * rememberDevice(applicationId, blackBox): the application's remember-my-device modal (spec 4.8). The mobile number
 * the application verified at /otp is the passed check: without it, nothing is remembered.
 */
export async function rememberDeviceForApplication(scope: Scope, applicationId: string, blackBox: string) {
  const row = await application(scope, applicationId);
  if (!phoneVerified(row)) throw badRequest('Verify your mobile number before remembering this device.');
  if (!blackBox.trim()) throw badRequest('blackBox is required');
  await saveDevice(
    scope.db,
    scope.claims.sub,
    sha256(blackBox),
    new Date(Date.now() + REMEMBER_DEVICE_DAYS * 24 * 60 * 60 * 1000),
  );
  return { success: true };
}

/** The check's codes: where they go, and a passed code approves the check. */
export async function codeTarget(scope: Scope, mfaId: string, channel: Channel): Promise<CodeTarget> {
  const session = await ownSession(scope, mfaId, channel);
  return {
    owner: { mfaId: session.id },
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
