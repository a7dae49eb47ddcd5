// Passkeys: Cognito's WebAuthn operations as aws-amplify calls them (decision 0070).
// - StartWebAuthnRegistration / CompleteWebAuthnRegistration: a signed-in user adds a passkey for the brand host the
//   request came from (the relying party). The challenge is random, single use, five minutes long, and kept in the
//   database, so any instance can finish what another began.
// - ListWebAuthnCredentials / DeleteWebAuthnCredential: the user's own passkeys.
// - InitiateAuth USER_AUTH with PREFERRED_CHALLENGE WEB_AUTHN, answered by RespondToAuthChallenge WEB_AUTHN: a sign-in
//   with a passkey alone. Every name gets a challenge shaped the same way (a name without a passkey here gets a
//   credential id derived from it under a server secret, which no authenticator holds), so the answer does not tell
//   who has a login or a passkey.
// Origin, relying-party id, challenge, user verification and the signature counter are checked by
// @simplewebauthn/server; nothing of the ceremony is checked by hand here.
import { createHmac, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { BrandKey } from '../../brands/brandKeys';
import { brands } from '../../brands/index';
import type { Database } from '../db/client';
import { authChallenges, webauthnCredentials } from '../db/schema/identity';
import { owesMfaCheck } from '../../src/lib/rules/mfaRule';
import { findCustomerAndCheck } from '../domain/customers/customerRepository';
import { deviceName } from '../domain/mfa/deviceName';
import { readFlags } from '../flags/featureFlags';
import { isAgent, isEnrollmentUser } from './groups';
import { credentialsOf } from '../domain/passkeys/passkeyRepository';
import type { Settings } from '../settings';
import { CognitoError, invalidParameter, notAuthorized } from './cognitoErrors';
import { findUserByEmail, findUserBySub, type UserRow } from './userStore';

type Body = Record<string, unknown>;

const CEREMONY_TTL_MS = 5 * 60 * 1000;
const NOBODY = '00000000-0000-4000-8000-000000000000';
/** As many passkeys as Cognito keeps for one user. */
export const MAX_PASSKEYS = 20;
/** A credential as a browser sends it is a few kilobytes; anything far larger is no credential. */
const MAX_CREDENTIAL_CHARS = 64 * 1024;
const EXPIRED_SESSION = 'Invalid session for the user, session is expired.';
export const PASSKEY_NOT_RECOGNIZED = 'Passkey not recognized.';
export const NOT_THIS_SITE = 'Add your passkey on the site where you log in.';
export const CHECK_FIRST = 'Pass the sign-in check before changing your passkeys.';

/** What a ceremony begun with this challenge must show: its challenge, the page's origin and host, the device's lock. */
const expectedOf = (data: Record<string, string>) => ({
  expectedChallenge: data.challenge ?? '',
  expectedOrigin: data.origin ?? '',
  expectedRPID: data.rpId ?? '',
  requireUserVerification: true,
});

/** The relying party of a request: the brand site named by its Origin, whose host the passkey belongs to. */
interface RelyingParty {
  brand: BrandKey;
  origin: string;
  rpId: string;
}

export function createPasskeys(deps: {
  db: Database;
  settings: Settings;
  signInOfAccessToken: (body: Body) => Promise<{ user: UserRow; originJti: string }>;
  authenticated: (user: UserRow, how: { passkey: boolean }) => Promise<Body>;
}) {
  const { db, settings } = deps;
  const decoyKey = createHmac('sha256', settings.signingKeySecret).update('webauthn-decoy-v1').digest();

  function relyingParty(request: FastifyRequest): RelyingParty {
    const origin = String(request.headers.origin ?? '');
    const entry = Object.entries(settings.brandOrigins).find(([, allowed]) => allowed === origin);
    if (!entry) throw new CognitoError('WebAuthnOriginNotAllowedException', 'Passkeys work only on the brand sites.');
    return { brand: entry[0] as BrandKey, origin, rpId: new URL(origin).hostname };
  }

  function credentialOf(body: Body, ...path: string[]): Body {
    let value: unknown = body;
    for (const key of path) value = value && typeof value === 'object' ? (value as Body)[key] : undefined;
    if (typeof value === 'string') {
      if (value.length > MAX_CREDENTIAL_CHARS) throw invalidParameter(`${path.join('.')} is too long`);
      try {
        value = JSON.parse(value);
      } catch {
        throw invalidParameter(`${path.join('.')} must be a WebAuthn credential`);
      }
    }
    if (value === undefined || value === null || value === '')
      throw invalidParameter(`Missing required parameter ${path.join('.')}`);
    if (typeof value !== 'object' || Array.isArray(value))
      throw invalidParameter(`${path.join('.')} must be a WebAuthn credential`);
    const response = (value as Body).response;
    if (typeof (value as Body).id !== 'string' || !response || typeof response !== 'object')
      throw invalidParameter(`${path.join('.')} must be a WebAuthn credential`);
    return value as Body;
  }

  /** The challenge a browser signed, read from its client data (the library checks it again against ours). */
  function signedChallenge(credential: Body): string {
    try {
      const clientData = (credential.response as Body).clientDataJSON;
      if (typeof clientData !== 'string') throw invalidParameter('The credential carries no client data.');
      const challenge = (JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as Body).challenge;
      if (typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)) return challenge;
    } catch {
      // answered below
    }
    throw invalidParameter('The credential carries no challenge of ours.');
  }

  async function takeChallenge(id: string, kind: string) {
    const [row] = await db
      .delete(authChallenges)
      .where(and(eq(authChallenges.id, id), eq(authChallenges.kind, kind), gt(authChallenges.expiresAt, new Date())))
      .returning();
    return row;
  }

  const ownCredentials = (userSub: string) => credentialsOf(db, userSub);

  /** A name for the list, from the browser that made it; a second one of the same kind (among `held`) is numbered. */
  function nameFor(held: { name: string }[], userAgent: string): string {
    const base = deviceName(userAgent);
    const taken = new Set(held.map((row) => row.name));
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base} (${n})`)) n += 1;
    return `${base} (${n})`;
  }

  /**
   * Who may add, list or remove passkeys: a customer of this brand site whose sign-in owes no multi-factor check (one
   * that owed it has passed it), or an agent. A password alone must never be enough to add the passkey that would then
   * skip the check, nor to read or remove the owner's.
   */
  async function mayManagePasskeys(body: Body, rp: RelyingParty): Promise<UserRow> {
    const { user, originJti } = await deps.signInOfAccessToken(body);
    if (isEnrollmentUser(user.groups)) throw notAuthorized('An enrollment login cannot have a passkey.');
    if (isAgent(user.groups)) return user;
    // A passkey signs in only on its site: one for a site that does not serve the customer would sign in nowhere (and
    // that site's check is not theirs).
    if (!brands[rp.brand].allowedSources.includes(user.source)) throw notAuthorized(NOT_THIS_SITE);
    const flags = await readFlags(db, rp.brand);
    // The record and whether this sign-in passed its check, in one statement (as every call's caller is read).
    const found = await findCustomerAndCheck(db, user.email, { sub: user.sub, originJti });
    if (owesMfaCheck(flags.mfa === true, found?.customer ?? null, found?.checkPassed ?? false))
      throw notAuthorized(CHECK_FIRST);
    return user;
  }

  async function startRegistration(body: Body, request: FastifyRequest): Promise<Body> {
    const rp = relyingParty(request);
    const user = await mayManagePasskeys(body, rp);
    const existing = await ownCredentials(user.sub);
    if (existing.length >= MAX_PASSKEYS)
      throw new CognitoError('LimitExceededException', `You can have at most ${MAX_PASSKEYS} passkeys.`);
    const options = await generateRegistrationOptions({
      rpName: brands[rp.brand].name,
      rpID: rp.rpId,
      userName: user.email,
      userID: new TextEncoder().encode(user.sub),
      userDisplayName: `${user.givenName} ${user.familyName}`.trim() || user.email,
      attestationType: 'none',
      timeout: CEREMONY_TTL_MS,
      excludeCredentials: existing
        .filter((row) => row.rpId === rp.rpId)
        .map((row) => ({ id: row.credentialId, transports: row.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    await db.insert(authChallenges).values({
      id: options.challenge,
      userSub: user.sub,
      kind: 'WEB_AUTHN_REGISTRATION',
      data: { challenge: options.challenge, origin: rp.origin, rpId: rp.rpId },
      expiresAt: new Date(Date.now() + CEREMONY_TTL_MS),
    });
    return { CredentialCreationOptions: options };
  }

  async function completeRegistration(body: Body, request: FastifyRequest): Promise<Body> {
    const user = await mayManagePasskeys(body, relyingParty(request));
    const credential = credentialOf(body, 'Credential');
    const row = await takeChallenge(signedChallenge(credential), 'WEB_AUTHN_REGISTRATION');
    if (!row || row.userSub !== user.sub) throw notAuthorized(EXPIRED_SESSION);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: credential as unknown as RegistrationResponseJSON,
        ...expectedOf(row.data),
      });
    } catch (error) {
      throw new CognitoError(
        'WebAuthnClientMismatchException',
        `The passkey could not be checked: ${error instanceof Error ? error.message : 'invalid'}`,
      );
    }
    if (!verified.verified) throw new CognitoError('WebAuthnClientMismatchException', 'The passkey was not verified.');
    const made = verified.registrationInfo.credential;
    const held = await ownCredentials(user.sub);
    if (held.length >= MAX_PASSKEYS)
      throw new CognitoError('LimitExceededException', `You can have at most ${MAX_PASSKEYS} passkeys.`);
    const attachment = credential.authenticatorAttachment;
    const inserted = await db
      .insert(webauthnCredentials)
      .values({
        credentialId: made.id,
        userSub: user.sub,
        publicKey: Buffer.from(made.publicKey).toString('base64url'),
        counter: made.counter,
        rpId: row.data.rpId!,
        name: nameFor(held, String(request.headers['user-agent'] ?? '')),
        transports: (made.transports ?? []).map(String),
        attachment: attachment === 'platform' || attachment === 'cross-platform' ? attachment : null,
      })
      .onConflictDoNothing()
      .returning({ id: webauthnCredentials.credentialId });
    if (inserted.length === 0)
      throw new CognitoError('WebAuthnCredentialNotSupportedException', 'This passkey is already registered.');
    return {};
  }

  async function list(body: Body, request: FastifyRequest): Promise<Body> {
    const user = await mayManagePasskeys(body, relyingParty(request));
    const max = body.MaxResults === undefined ? MAX_PASSKEYS : Number(body.MaxResults);
    if (!Number.isInteger(max) || max < 1 || max > MAX_PASSKEYS)
      throw invalidParameter(`MaxResults must be a whole number from 1 to ${MAX_PASSKEYS}`);
    const token = typeof body.NextToken === 'string' ? body.NextToken : '';
    const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) : 0;
    if (!Number.isInteger(start) || start < 0 || start > MAX_PASSKEYS) throw invalidParameter('Invalid NextToken');
    const all = await ownCredentials(user.sub);
    const page = all.slice(start, start + max);
    const next = start + max < all.length ? Buffer.from(String(start + max)).toString('base64url') : undefined;
    return {
      Credentials: page.map((row) => ({
        CredentialId: row.credentialId,
        FriendlyCredentialName: row.name,
        RelyingPartyId: row.rpId,
        AuthenticatorTransports: row.transports,
        ...(row.attachment ? { AuthenticatorAttachment: row.attachment } : {}),
        CreatedAt: Math.floor(row.createdAt.getTime() / 1000),
      })),
      ...(next ? { NextToken: next } : {}),
    };
  }

  async function remove(body: Body, request: FastifyRequest): Promise<Body> {
    const user = await mayManagePasskeys(body, relyingParty(request));
    const id = body.CredentialId;
    if (typeof id !== 'string' || !id || id.length > 1024)
      throw invalidParameter('Missing required parameter CredentialId');
    const gone = await db
      .delete(webauthnCredentials)
      .where(and(eq(webauthnCredentials.credentialId, id), eq(webauthnCredentials.userSub, user.sub)))
      .returning({ id: webauthnCredentials.credentialId });
    if (gone.length === 0) throw new CognitoError('ResourceNotFoundException', 'The passkey was not found.');
    return {};
  }

  /** A credential id no authenticator holds, the same for a name each time (16 bytes, as many authenticators make). */
  const decoyCredential = (email: string, rpId: string) =>
    createHmac('sha256', decoyKey).update(`${rpId}:${email}`).digest().subarray(0, 16).toString('base64url');

  async function initiate(body: Body, request: FastifyRequest): Promise<Body> {
    const auth = (body.AuthParameters ?? {}) as Body;
    const email = typeof auth.USERNAME === 'string' ? auth.USERNAME.trim().toLowerCase() : '';
    if (!email) throw invalidParameter('Missing required parameter AuthParameters.USERNAME');
    if (auth.PREFERRED_CHALLENGE !== 'WEB_AUTHN')
      throw invalidParameter('USER_AUTH answers only PREFERRED_CHALLENGE WEB_AUTHN here');
    const rp = relyingParty(request);
    const user = await findUserByEmail(db, email);
    // Asked for a stranger too (of nobody), so the answer takes as long whoever the name is.
    const mine = (await ownCredentials(user?.sub ?? NOBODY)).filter((row) => user && row.rpId === rp.rpId);
    const allowCredentials =
      mine.length > 0
        ? mine.map((row) => ({ id: row.credentialId, transports: row.transports }))
        : [{ id: decoyCredential(email, rp.rpId), transports: ['internal', 'hybrid'] }];
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      allowCredentials,
      userVerification: 'required',
      timeout: CEREMONY_TTL_MS,
    });
    const session = randomBytes(32).toString('base64url');
    await db.insert(authChallenges).values({
      id: session,
      userSub: mine.length > 0 ? user!.sub : null,
      kind: 'WEB_AUTHN',
      data: { challenge: options.challenge, origin: rp.origin, rpId: rp.rpId },
      expiresAt: new Date(Date.now() + CEREMONY_TTL_MS),
    });
    return {
      ChallengeName: 'WEB_AUTHN',
      Session: session,
      ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
      AvailableChallenges: ['WEB_AUTHN'],
    };
  }

  async function respond(body: Body): Promise<Body> {
    const session = typeof body.Session === 'string' ? body.Session : '';
    if (!session) throw invalidParameter('Missing required parameter Session');
    const credential = credentialOf(body, 'ChallengeResponses', 'CREDENTIAL');
    const row = await takeChallenge(session, 'WEB_AUTHN');
    if (!row) throw notAuthorized(EXPIRED_SESSION);
    const user = row.userSub ? await findUserBySub(db, row.userSub) : undefined;
    const [stored] = user
      ? await db
          .select()
          .from(webauthnCredentials)
          .where(
            and(
              eq(webauthnCredentials.credentialId, String(credential.id)),
              eq(webauthnCredentials.userSub, user.sub),
              eq(webauthnCredentials.rpId, row.data.rpId!),
            ),
          )
      : [];
    if (!user || !stored) throw notAuthorized(PASSKEY_NOT_RECOGNIZED);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: credential as unknown as AuthenticationResponseJSON,
        ...expectedOf(row.data),
        credential: {
          id: stored.credentialId,
          publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
          counter: stored.counter,
          transports: stored.transports,
        },
      });
    } catch {
      throw notAuthorized(PASSKEY_NOT_RECOGNIZED);
    }
    if (!verified.verified) throw notAuthorized(PASSKEY_NOT_RECOGNIZED);
    // The counter only moves on: a signature with a counter at or below the one kept is refused above (a cloned
    // authenticator), and this write keeps the highest seen when two sign-ins race.
    await db
      .update(webauthnCredentials)
      .set({
        counter: sql`GREATEST(${webauthnCredentials.counter}, ${verified.authenticationInfo.newCounter})`,
        lastUsedAt: new Date(),
      })
      .where(eq(webauthnCredentials.credentialId, stored.credentialId));
    return deps.authenticated(user, { passkey: true });
  }

  return { startRegistration, completeRegistration, list, remove, initiate, respond };
}
