// ForgotPassword and ConfirmForgotPassword. The reset mail carries the portal's change-password link
// (/authentication/change-password/{code}/{email}) on the brand site the request came from, worded in the language
// the call's client metadata names (passwordMails.ts). Codes are
// hashed, single use, expire, and allow a few wrong tries. A new password ends every session of the account.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { passwordResets, refreshTokens, rememberedDevices, users } from '../db/schema/identity';
import type { Mailer } from '../mail/mailer';
import type { Settings } from '../settings';
import { CognitoError, codesPaused, invalidParameter } from './cognitoErrors';
import { maskEmail } from '../../src/lib/rules/maskEmail';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '../../src/lib/validation/passwordRule';
import { codeMatches, hashPassword, newOneTimeCode, sha256 } from './passwordHash';
import { createVerifier } from './srp';
import { takeCodeTry } from './codeTries';
import { accountOf, CODES_PAUSED_NOTICE, type CodeBudget } from '../security/codeBudget';
import { findUserByEmail, passkeyCount } from './userStore';
import { passwordMailsFor } from './passwordMails';

type Body = Record<string, unknown>;

/** The one answer of a reset code that does not change the password (none asked for, used up, expired or wrong). */
const wrongCode = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
/** An id no login has, for the code's try of a name without a login. */
const NO_USER = '00000000-0000-4000-8000-000000000000';

export function createPasswordReset(deps: {
  db: Database;
  settings: Settings;
  mailer: Mailer;
  poolName: string;
  log: FastifyBaseLogger;
  budget: CodeBudget;
}) {
  const { db, settings, mailer, budget } = deps;
  const str = (body: Body, key: string) => (typeof body[key] === 'string' ? body[key] : '');

  const pausedNotice = (to: string) => () => mailer.send({ to, ...CODES_PAUSED_NOTICE });

  const delivered = (email: string): Body => ({
    CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
  });

  async function forgotPassword(body: Body, origin: string): Promise<Body> {
    const email = str(body, 'Username').trim().toLowerCase();
    if (!email) throw invalidParameter('Missing required parameter Username');
    const user = await findUserByEmail(db, email);
    // Every name is counted alike (a name without a login under its own key), so a refusal tells nothing either.
    if (!(await budget.issue(accountOf(user, email), email, user ? pausedNotice(user.email) : null)))
      throw codesPaused();
    // Nobody by that name, or a passwordless customer (no password to reset): answered as a known address is, and
    // nothing is sent, so the answer does not tell who has a login (Cognito's "prevent user existence errors").
    if (!user || user.isPasswordless) return delivered(email);
    const code = newOneTimeCode();
    const expiresAt = new Date(Date.now() + settings.resetCodeTtlSeconds * 1000);
    await db
      .insert(passwordResets)
      .values({ userSub: user.sub, codeHash: sha256(code), attempts: 0, expiresAt })
      .onConflictDoUpdate({ target: passwordResets.userSub, set: { codeHash: sha256(code), attempts: 0, expiresAt } });
    const link = `${origin}/authentication/change-password/${code}/${encodeURIComponent(user.email)}`;
    // Sent after the answer, so a known address is answered as fast as an unknown one (whose answer sends nothing).
    // A count that cannot be read leaves the passkeys unsaid, not the mail unsent.
    void passkeyCount(db, user.sub)
      .catch(() => 0)
      .then((passkeys) =>
        mailer.send({
          to: user.email,
          ...passwordMailsFor(body.ClientMetadata).reset(link, Math.round(settings.resetCodeTtlSeconds / 60), passkeys),
        }),
      )
      .catch((error: unknown) => deps.log.error({ err: error }, 'the password-reset mail could not be sent'));
    return delivered(user.email);
  }

  async function confirmForgotPassword(body: Body): Promise<Body> {
    const email = str(body, 'Username').trim().toLowerCase();
    const code = str(body, 'ConfirmationCode').trim();
    const password = str(body, 'Password');
    if (!email) throw invalidParameter('Missing required parameter Username');
    const user = await findUserByEmail(db, email);
    const account = accountOf(user, email);
    // The account's guess is taken first, for every name alike; then the code's own try, in one UPDATE for every name
    // too (a name without a login has no row to find), so neither the answer nor its time tells who has a login.
    if (!(await budget.guess(account, user ? pausedNotice(user.email) : null))) throw codesPaused();
    const codeHash = await takeCodeTry(db, passwordResets, user?.sub ?? NO_USER, settings.resetMaxAttempts);
    // No code, a used-up or expired one, or a wrong one: one answer, whoever the name is.
    if (!user || !codeHash || !codeMatches(code, codeHash)) throw wrongCode();
    await budget.giveBack(account);
    if (!PASSWORD_PATTERN.test(password)) {
      throw new CognitoError('InvalidPasswordException', PASSWORD_RULE_MESSAGE);
    }
    const srp = createVerifier(deps.poolName, user.sub, password);
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          srpSalt: srp.salt,
          srpVerifier: srp.verifier,
          failedAttempts: 0,
          lockedUntil: null,
          tokensValidAfter: now,
        })
        .where(eq(users.sub, user.sub));
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.userSub, user.sub));
      await tx.delete(passwordResets).where(eq(passwordResets.userSub, user.sub));
      // A new password forgets every remembered device: the next sign-in passes MFA again.
      await tx.delete(rememberedDevices).where(eq(rememberedDevices.userSub, user.sub));
    });
    // The notice is the identity service's own event: sent here, where the password changed, and nowhere else.
    try {
      await mailer.send({ to: user.email, ...passwordMailsFor(body.ClientMetadata).changed });
    } catch {
      // The password has changed either way; only the notice is missing.
    }
    return {};
  }

  return { forgotPassword, confirmForgotPassword };
}
