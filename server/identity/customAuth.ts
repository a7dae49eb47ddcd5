// CUSTOM_AUTH, the way aws-amplify's CUSTOM_WITHOUT_SRP flow drives it (InitiateAuth, then
// RespondToAuthChallenge CUSTOM_CHALLENGE with an ANSWER), for two uses chosen by ClientMetadata.flow:
// - passwordless: a 6-digit code is emailed to a passwordless customer; a wrong code re-challenges with a
//   new session until the attempts run out; a right one signs in.
// - handoff: the answer is an id token a partner brand handed over. It must verify, belong to this user,
//   be at most 60 s old and unused, and the brand (ClientMetadata.brand) must allow the user's source.
//   The partner's session ends when the hand-off is taken.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { brands, isBrandKey } from '../../brands/index';
import type { Database } from '../db/client';
import { authChallenges, refreshTokens, usedHandoffs } from '../db/schema/identity';
import type { Mailer } from '../mail/mailer';
import type { Settings } from '../settings';
import { accountOf, CODES_PAUSED_NOTICE, type CodeBudget } from '../security/codeBudget';
import { codesPaused, invalidParameter, notAuthorized } from './cognitoErrors';
import { codeMatches, newOneTimeCode, sha256 } from './passwordHash';
import { TokenError, type TokenService } from './tokens';
import { findUserByEmail, findUserBySub, type UserRow } from './userStore';

type Body = Record<string, unknown>;

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const text = (body: Body, ...path: string[]): string => {
  let value: unknown = body;
  for (const key of path) value = value && typeof value === 'object' ? (value as Body)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

export const TOO_MANY_CODES = 'Too many wrong codes. Please ask for a new code.';
export const HANDOFF_INVALID = 'The sign-in handed over from the partner site is no longer valid. Please log in.';

export function createCustomAuth(deps: {
  db: Database;
  tokens: TokenService;
  settings: Settings;
  mailer: Mailer;
  budget: CodeBudget;
  log: FastifyBaseLogger;
  authenticated: (user: UserRow) => Promise<Body>;
}) {
  const { db, tokens, settings, mailer, budget } = deps;
  const pausedNotice = (user: UserRow | undefined) =>
    user ? () => mailer.send({ to: user.email, ...CODES_PAUSED_NOTICE }) : null;

  async function challenge(userSub: string | null, data: Record<string, string>): Promise<Body> {
    const id = randomBytes(32).toString('base64url');
    await db
      .insert(authChallenges)
      .values({ id, userSub, kind: 'CUSTOM_CHALLENGE', data, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: id,
      // The name as it was asked for, whoever it is: an id here would tell a login from a stranger (issue 68).
      ChallengeParameters: { USERNAME: data.username ?? '', flow: data.flow ?? '' },
    };
  }

  async function initiate(body: Body): Promise<Body> {
    const email = text(body, 'AuthParameters', 'USERNAME').trim().toLowerCase();
    if (!email) throw invalidParameter('Missing required parameter AuthParameters.USERNAME');
    const flow = text(body, 'ClientMetadata', 'flow');
    const user = await findUserByEmail(db, email);
    if (flow === 'handoff') {
      return challenge(user?.sub ?? null, {
        flow,
        username: email,
        brand: text(body, 'ClientMetadata', 'brand'),
      });
    }
    if (flow !== 'passwordless') throw invalidParameter('ClientMetadata.flow must be passwordless or handoff');
    // Every name is counted alike against its account's codes, so a refusal tells nothing either.
    const account = accountOf(user, email);
    if (!(await budget.issue(account, email, pausedNotice(user)))) throw codesPaused();
    // Only passwordless customers get a code; anyone else gets a challenge that can never be met, and no mail,
    // so the answer does not tell who exists.
    if (!user || !user.isPasswordless)
      return challenge(null, {
        flow,
        username: email,
        account,
        codeHash: sha256(randomBytes(16).toString('hex')),
        attempts: '0',
      });
    const code = newOneTimeCode();
    const answer = await challenge(user.sub, { flow, username: email, account, codeHash: sha256(code), attempts: '0' });
    // Sent after the answer, so a passwordless customer is answered as fast as anyone (whose answer sends nothing).
    void mailer
      .send({
        to: user.email,
        subject: 'Your one-time login code',
        text: `Your one-time login code is ${code}. It expires in 10 minutes. If you did not ask for it, you can ignore this email.`,
      })
      .catch(() => deps.log.warn('the one-time login code could not be mailed'));
    return answer;
  }

  async function answerHandoff(user: UserRow | undefined, data: Record<string, string>, answer: string): Promise<Body> {
    if (!user) throw notAuthorized(HANDOFF_INVALID);
    let claims;
    try {
      claims = await tokens.verify(answer, 'id');
    } catch (error) {
      if (error instanceof TokenError) throw notAuthorized(HANDOFF_INVALID);
      throw error;
    }
    const age = Math.floor(Date.now() / 1000) - (claims.iat ?? 0);
    if (claims.sub !== user.sub || age > settings.handoffMaxAgeSeconds || age < -30 || !claims.jti)
      throw notAuthorized(HANDOFF_INVALID);
    const brand = data.brand ?? '';
    if (!isBrandKey(brand) || !brands[brand].allowedSources.includes(user.source))
      throw notAuthorized('Incorrect Brand');
    const inserted = await db.insert(usedHandoffs).values({ jti: claims.jti }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw notAuthorized(HANDOFF_INVALID);
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.originJti, claims.origin_jti));
    return deps.authenticated(user);
  }

  async function respond(body: Body): Promise<Body> {
    const session = text(body, 'Session');
    const answer = text(body, 'ChallengeResponses', 'ANSWER');
    if (!session || !answer) throw invalidParameter('Missing required parameter Session or ChallengeResponses.ANSWER');
    const [row] = await db
      .delete(authChallenges)
      .where(and(eq(authChallenges.id, session), gt(authChallenges.expiresAt, new Date())))
      .returning();
    if (!row || row.kind !== 'CUSTOM_CHALLENGE')
      throw notAuthorized('Invalid session for the user, session is expired.');
    const user = row.userSub ? await findUserBySub(db, row.userSub) : undefined;
    if (row.data.flow === 'handoff') return answerHandoff(user, row.data, answer);
    // The account's guess first, for a real challenge and a decoy alike.
    const account = row.data.account ?? accountOf(user, row.data.username ?? '');
    if (!(await budget.guess(account, pausedNotice(user)))) throw codesPaused();
    if (user && codeMatches(answer, row.data.codeHash ?? '')) {
      await budget.giveBack(account);
      return deps.authenticated(user);
    }
    const attempts = Number(row.data.attempts ?? '0') + 1;
    if (attempts >= settings.passwordlessMaxAttempts) throw notAuthorized(TOO_MANY_CODES);
    return challenge(row.userSub, { ...row.data, attempts: String(attempts) });
  }

  return { initiate, respond };
}
