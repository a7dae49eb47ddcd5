// Identity: the logins of the Cognito-compatible service, their tokens and challenges, the signing keys, password
// resets, sign-up codes, the multi-factor sessions and remembered devices. Change a table here, then `npm run
// db:generate` writes the next versioned migration into server/db/migrations.
import { and, eq, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MFA_DECISIONS = ['BYPASS', 'ALLOW', 'DENY', 'OTP_PHONE', 'OTP_EMAIL', 'OTP_PHONE_EMAIL'] as const;
export type StoredMfaDecision = (typeof MFA_DECISIONS)[number];

/** Identity: one row per user of the Cognito-compatible service. No plain passwords, ever. */
export const users = pgTable('users', {
  sub: uuid('sub').primaryKey(),
  email: text('email').notNull().unique(),
  brand: text('brand').notNull(),
  source: text('source').notNull(),
  groups: jsonb('groups').$type<string[]>().notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  /** scrypt hash for USER_PASSWORD_AUTH ("scrypt$salt$hash"), null for passwordless users. */
  passwordHash: text('password_hash'),
  /** SRP salt and verifier (hex) for USER_SRP_AUTH. */
  srpSalt: text('srp_salt'),
  srpVerifier: text('srp_verifier'),
  isPasswordless: boolean('is_passwordless').notNull().default(false),
  /** False from SignUp until ConfirmSignUp; an unconfirmed user cannot sign in. */
  confirmed: boolean('confirmed').notNull().default(true),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Tokens issued before this instant are refused (GlobalSignOut). */
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refresh tokens, stored as SHA-256 hashes; one row per sign-in (its id is the origin_jti of the tokens). */
export const refreshTokens = pgTable('refresh_tokens', {
  originJti: text('origin_jti').primaryKey(),
  userSub: uuid('user_sub')
    .notNull()
    .references(() => users.sub, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Challenges in flight (SRP server secrets); short-lived. */
export const authChallenges = pgTable('auth_challenges', {
  id: text('id').primaryKey(),
  userSub: uuid('user_sub'),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, string>>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The RS256 key the identity service signs with, kept so tokens survive a restart. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  /** Only in databases made before issue 30: sealed into privateSealed at the next start, then cleared. */
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>(),
  /** The private key, sealed with settings.signingKeySecret (server/security/secretBox.ts): never kept in plain text. */
  privateSealed: text('private_sealed'),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password-reset codes (hashed), single use, short-lived; attempts are counted. */
export const passwordResets = pgTable('password_resets', {
  userSub: uuid('user_sub')
    .primaryKey()
    .references(() => users.sub, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Hand-off tokens already exchanged (single use), kept until they could no longer be accepted anyway. */
export const usedHandoffs = pgTable('used_handoffs', {
  jti: text('jti').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-up confirmation codes (hashed), single use, short-lived; attempts are counted. */
export const signUpCodes = pgTable('sign_up_codes', {
  userSub: uuid('user_sub')
    .primaryKey()
    .references(() => users.sub, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Passkeys (WebAuthn credentials) a user registered: the public key and signature counter the assertions are checked
 * with, and the brand host (relying party) the passkey was made for. Never a private key: it stays in the device.
 */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    /** The credential id, base64url, as the authenticator chose it. */
    credentialId: text('credential_id').primaryKey(),
    userSub: uuid('user_sub')
      .notNull()
      .references(() => users.sub, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter as last seen (0 for authenticators that keep none). */
    counter: integer('counter').notNull().default(0),
    /** The relying party: the brand host the passkey was made on, the only one it signs in on. */
    rpId: text('rp_id').notNull(),
    /** A name for the list, from the device that made it. */
    name: text('name').notNull(),
    transports: jsonb('transports').$type<string[]>().notNull(),
    /** platform (the phone or laptop itself) or cross-platform (a security key), when the browser said. */
    attachment: text('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('webauthn_credentials_user').on(table.userSub)],
);

/** One multi-factor check after a sign-in: the decision, and whether the customer has passed it. */
export const mfaSessions = pgTable('mfa_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userSub: uuid('user_sub')
    .notNull()
    .references(() => users.sub, { onDelete: 'cascade' }),
  decision: text('decision').$type<StoredMfaDecision>().notNull(),
  approved: boolean('approved').notNull().default(false),
  /** The sign-in (the tokens' origin_jti) this check belongs to: passing it lets that sign-in through. */
  originJti: text('origin_jti'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A passed check of one sign-in, as a prepared statement asks it: the placeholders `sub` (the user) and `originJti`
 * (the tokens' origin_jti). The one condition of "this sign-in has passed its check", wherever it is asked.
 */
export const passedCheckOfSignIn = () =>
  and(
    eq(mfaSessions.userSub, sql.placeholder('sub')),
    eq(mfaSessions.originJti, sql.placeholder('originJti')),
    eq(mfaSessions.approved, true),
  );

/**
 * Devices a customer chose to remember after passing MFA. The device holds a random secret the server handed out (in
 * an HttpOnly cookie); only its SHA-256 is kept here (deviceHash), with a name from the browser's user agent, when it
 * was remembered and last let through, and the expiry. A fingerprint never makes a device (decision 0049).
 */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    /** What the customer's device list names a device by (forget one); never the secret. */
    id: uuid('id').notNull().unique().defaultRandom(),
    userSub: uuid('user_sub')
      .notNull()
      .references(() => users.sub, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    name: text('name').notNull().default('A browser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userSub, table.deviceHash] })],
);

/**
 * Changes to a login that a lender's Amazon Cognito pool must be given (IDENTITY_PROVIDER=cognito; decision 0082): an
 * enrollment user who became a customer's login, a login renamed, every session of a login ended. Written in the
 * transaction of the change that asks for it, then carried to the pool through Cognito's admin API once that commits,
 * in the order they were written, and deleted when the pool has taken them; a change the pool did not take (Cognito
 * unreachable, the process ended) stays and the minute's sweep carries it. Never used with the portal's own identity
 * service, whose logins are the rows of `users`, changed in that same transaction.
 */
export const loginChanges = pgTable('login_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The login's `sub` in the pool (the tokens' sub). */
  userSub: uuid('user_sub').notNull(),
  /** What the pool is to be told (server/identity/logins.ts, LoginChange). */
  change: jsonb('change').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** While one instance carries it to the pool, until then no other takes it. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  /** How many times the pool was asked and did not take it. */
  tries: integer('tries').notNull().default(0),
});
