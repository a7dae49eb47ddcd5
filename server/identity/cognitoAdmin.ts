// The admin operations of Amazon Cognito's user-pool API, answered by the portal's identity service when it stands in
// for a lender's pool (COGNITO_ENV=local; decision 0082), so that the portal's calls through Cognito's SDK
// (server/identity/cognitoUserPool.ts) are proven on this machine. Only then: with the portal's own identity service,
// or a real pool, nobody answers them here.
//
// As Cognito does, each call must be signed with Signature Version 4 (service `cognito-idp`, the pool's region) by the
// holder of the stand-in's key (COGNITO_STAND_IN_KEYS), and name this pool; refusals come in Cognito's own names:
// MissingAuthenticationTokenException, UnrecognizedClientException, InvalidSignatureException, ResourceNotFoundException,
// UserNotFoundException, AliasExistsException, InvalidParameterException. A user is named by its username (its sub
// here) or by its email, the pool's alias.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema/identity';
import { COGNITO_STAND_IN_KEYS, type Settings } from '../settings';
import { checkSigV4, SigV4Refusal, type SigV4Failure } from '../security/sigV4Check';
import { CognitoError, invalidParameter } from './cognitoErrors';
import { IDENTITY_GROUPS } from './groups';
import { findUserByEmail, findUserBySub, revokeAllRefreshTokens, userAttributes, type UserRow } from './userStore';

type Body = Record<string, unknown>;

/** Cognito's names and statuses for a request its signature check refuses. */
const SIGNATURE_ERRORS: Record<SigV4Failure, [string, number]> = {
  missing: ['MissingAuthenticationTokenException', 403],
  malformed: ['IncompleteSignatureException', 400],
  'unknown key': ['UnrecognizedClientException', 400],
  'wrong scope': ['InvalidSignatureException', 400],
  expired: ['InvalidSignatureException', 400],
  mismatch: ['InvalidSignatureException', 400],
};

/** Cognito's longest attribute value. */
const MAX_ATTRIBUTE = 2048;
/** The attributes a user of this pool has, as the admin API may set them. */
const WRITABLE = new Set([
  'email',
  'email_verified',
  'given_name',
  'family_name',
  'custom:brand',
  'custom:source',
  'custom:isPasswordless',
]);
const GROUPS = new Set<string>(Object.values(IDENTITY_GROUPS));
/** ListUsers' filter as the portal writes it: one attribute, an exact match, a quoted value with \" and \\ escaped. */
const FILTER = /^\s*(email|sub|username)\s*=\s*"((?:[^"\\]|\\.)*)"\s*$/;

const text = (body: Body, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw invalidParameter(`Missing required parameter ${name}`);
  if (value.length > MAX_ATTRIBUTE) throw invalidParameter(`${name} is too long`);
  return value;
};

/** One admin call the stand-in was sent, for the tests: whom it named, what it set, and whether it was answered. */
export interface AdminCall {
  operation: string;
  username: string;
  /** The attributes an AdminUpdateUserAttributes set, or the group of a group's call. */
  detail: Record<string, string> | string | null;
  ok: boolean;
}

/** The most calls the stand-in remembers (the oldest go first). */
const MAX_CALLS = 10_000;

export interface CognitoAdmin {
  /** The admin operations by name. */
  operations: Record<string, (body: Body) => Promise<Body>>;
  /** The next `count` calls of `operation` fail as Cognito fails inside (500 InternalErrorException): a test's fault. */
  fail(operation: string, count: number): void;
  /** The calls sent, oldest first. */
  calls: AdminCall[];
  /** Refuses, as Cognito does, a request not signed with the stand-in's key for this pool's region. */
  checkSignature(request: FastifyRequest, rawBody: string): Promise<void>;
}

export function cognitoAdmin(db: Database, cognito: NonNullable<Settings['cognito']>): CognitoAdmin {
  function checkPool(body: Body): void {
    if (text(body, 'UserPoolId') !== cognito.userPoolId)
      throw new CognitoError('ResourceNotFoundException', `User pool ${String(body.UserPoolId)} does not exist.`);
  }

  /** The user a call names (its username, or its email), in this pool. */
  async function userOf(body: Body): Promise<UserRow> {
    checkPool(body);
    const name = text(body, 'Username');
    const user = (await findUserBySub(db, name)) ?? (await findUserByEmail(db, name));
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }

  function groupOf(body: Body): string {
    const group = text(body, 'GroupName');
    if (!GROUPS.has(group)) throw new CognitoError('ResourceNotFoundException', 'Group not found.');
    return group;
  }

  async function setGroups(user: UserRow, groups: string[]): Promise<Body> {
    await db.update(users).set({ groups }).where(eq(users.sub, user.sub));
    return {};
  }

  const faults = new Map<string, number>();
  const calls: AdminCall[] = [];
  const detailOf = (operation: string, body: Body): AdminCall['detail'] => {
    if (operation === 'AdminUpdateUserAttributes' && Array.isArray(body.UserAttributes))
      return Object.fromEntries(
        (body.UserAttributes as Body[]).map((item) => [String(item?.Name), String(item?.Value)]),
      );
    return typeof body.GroupName === 'string' ? body.GroupName : null;
  };

  const handlers: CognitoAdmin['operations'] = {
    async ListUsers(body) {
      checkPool(body);
      const filter = body.Filter === undefined ? '' : text(body, 'Filter');
      const limit = body.Limit === undefined ? 60 : Number(body.Limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 60)
        throw invalidParameter('Limit must be a whole number from 1 to 60');
      const parts = FILTER.exec(filter);
      if (!parts)
        throw invalidParameter(
          'Invalid search filter: this stand-in finds one user by an exact email, sub or username',
        );
      const [, name, quoted] = parts;
      const value = quoted!.replace(/\\(.)/g, '$1');
      const found = name === 'email' ? await findUserByEmail(db, value) : await findUserBySub(db, value);
      const rows = found ? [found] : [];
      return {
        Users: rows.slice(0, limit).map((user) => ({
          Username: user.sub,
          Attributes: userAttributes(user),
          Enabled: true,
          UserStatus: user.confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
          UserCreateDate: Math.floor(user.createdAt.getTime() / 1000),
        })),
      };
    },
    async AdminListGroupsForUser(body) {
      const user = await userOf(body);
      return {
        Groups: user.groups.map((GroupName) => ({ GroupName, UserPoolId: cognito.userPoolId })),
      };
    },
    async AdminAddUserToGroup(body) {
      const user = await userOf(body);
      const group = groupOf(body);
      return setGroups(user, user.groups.includes(group) ? user.groups : [...user.groups, group]);
    },
    async AdminRemoveUserFromGroup(body) {
      const user = await userOf(body);
      const group = groupOf(body);
      return setGroups(
        user,
        user.groups.filter((name) => name !== group),
      );
    },
    async AdminUpdateUserAttributes(body) {
      const user = await userOf(body);
      const list = body.UserAttributes;
      if (!Array.isArray(list) || list.length === 0 || list.length > 25)
        throw invalidParameter('UserAttributes must list from 1 to 25 attributes');
      const change: Partial<typeof users.$inferInsert> = {};
      for (const item of list as Body[]) {
        const name = text(item ?? {}, 'Name');
        if (!WRITABLE.has(name)) throw invalidParameter(`Attribute does not exist in the schema: ${name.slice(0, 64)}`);
        const value = typeof item.Value === 'string' ? item.Value : '';
        if (value.length > MAX_ATTRIBUTE) throw invalidParameter(`${name} is too long`);
        if (name === 'email') {
          const email = value.trim().toLowerCase();
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalidParameter('Invalid email address format.');
          const owner = await findUserByEmail(db, email);
          if (owner && owner.sub !== user.sub)
            throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
          change.email = email;
        } else if (name === 'given_name') change.givenName = value;
        else if (name === 'family_name') change.familyName = value;
        else if (name === 'custom:brand') change.brand = value;
        else if (name === 'custom:source') change.source = value;
        else if (name === 'custom:isPasswordless') change.isPasswordless = value === 'true';
        // email_verified: every email of this pool is verified (the portal verifies it before it asks).
      }
      if (Object.keys(change).length > 0)
        await db
          .update(users)
          .set(change)
          .where(eq(users.sub, user.sub))
          .catch((error: unknown) => {
            // Taken by another login between the check and the write (the unique index).
            if ((error as { code?: string }).code === '23505')
              throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
            throw error;
          });
      return {};
    },
    async AdminUserGlobalSignOut(body) {
      const user = await userOf(body);
      await revokeAllRefreshTokens(db, user.sub);
      return {};
    },
  };

  // Each operation records its call, and fails first when a test asked it to.
  const operations: CognitoAdmin['operations'] = Object.fromEntries(
    Object.entries(handlers).map(([operation, handler]) => [
      operation,
      async (body: Body) => {
        const call: AdminCall = {
          operation,
          username: typeof body.Username === 'string' ? body.Username : '',
          detail: detailOf(operation, body),
          ok: false,
        };
        calls.push(call);
        if (calls.length > MAX_CALLS) calls.shift();
        const left = faults.get(operation) ?? 0;
        if (left > 0) {
          faults.set(operation, left - 1);
          throw new CognitoError('InternalErrorException', 'Internal error', 500);
        }
        const answer = await handler(body);
        call.ok = true;
        return answer;
      },
    ]),
  );

  return {
    operations,
    fail(operation, count) {
      faults.set(operation, count);
    },
    calls,
    async checkSignature(request, rawBody) {
      try {
        await checkSigV4(request, rawBody, {
          keys: COGNITO_STAND_IN_KEYS,
          region: cognito.region,
          service: 'cognito-idp',
        });
      } catch (error) {
        if (!(error instanceof SigV4Refusal)) throw error;
        const [type, status] = SIGNATURE_ERRORS[error.failure];
        throw new CognitoError(type, error.message, status);
      }
    },
  };
}
