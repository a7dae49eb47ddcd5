// REST auth endpoints of the specification:
// - POST /api/auth {email, blackBox, type: failedLogin}: recorded (email masked in the log).
// - POST /api/auth {email, blackBox, type: forgotPassword, flags: {enablePasswordlessFlow}}: result DENIED
//   (the account is blocked from self-service resets: the persona whose MFA decision is DENY), FAILED_P
//   (a passwordless customer, with the passwordless flow on), or OK.
// - POST /api/password-changed {email}: acknowledged; the notice itself is the identity service's (passwordReset.ts).
// - POST /api/forgot-email {lastName, dateOfBirth, ssnLast4}: when exactly one customer matches all three,
//   mails a reminder to the account's address and answers it masked ({maskedEmail}); otherwise 404. Bad input
//   gets a 400 with a message. Tightly rate-limited, since it answers whether identity details match.
import type { FastifyInstance } from 'fastify';
import { customersByIdentity, findCustomer } from '../domain/customers/customerRepository';
import type { Database } from '../db/client';
import { maskText } from '../logging/maskPii';
import { maskEmail } from '../../src/lib/rules/maskEmail';
import type { Mailer } from '../mail/mailer';
import { isEmailAddress } from '../../src/lib/validation/emailRules';
import { LOOKUP_LIMITED, lookupGate } from '../security/lookupLimits';
import type { Settings } from '../settings';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

interface AuthBody {
  email?: unknown;
  blackBox?: unknown;
  type?: unknown;
  flags?: { enablePasswordlessFlow?: unknown };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Database; mailer: Mailer; settings: Settings },
): void {
  const { db, mailer } = deps;
  const lookups = lookupGate(db, deps.settings);
  const rateLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  app.post<{ Body: AuthBody }>('/api/auth', rateLimit, async (request, reply) => {
    const body = request.body ?? {};
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!isEmailAddress(email)) return reply.code(400).send({ error: 'A valid email is required' });
    if (typeof body.blackBox !== 'string' || !body.blackBox)
      return reply.code(400).send({ error: 'blackBox is required' });
    if (body.type === 'failedLogin') {
      request.log.warn(
        { event: 'failedLogin', email: maskText(email), device: body.blackBox.slice(0, 64) },
        'failed login',
      );
      return { result: 'RECORDED' };
    }
    if (body.type !== 'forgotPassword')
      return reply.code(400).send({ error: 'type must be failedLogin or forgotPassword' });
    if (!(await lookups('forgot-password', request.ip || null, email)))
      return reply.code(429).send({ error: LOOKUP_LIMITED });
    const customer = await findCustomer(db, email);
    if (customer?.mfaDecision === 'DENY') return { result: 'DENIED' };
    if (customer?.isPasswordless && body.flags?.enablePasswordlessFlow === true) return { result: 'FAILED_P' };
    return { result: 'OK' };
  });

  // The spec's password-changed call: acknowledged, and it sends nothing. The notice is mailed by the identity service
  // itself when ConfirmForgotPassword changes the password (server/identity/passwordReset.ts), so nobody can have it
  // sent to a customer by asking.
  app.post<{ Body: { email?: unknown } }>('/api/password-changed', rateLimit, async (request, reply) => {
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    if (!isEmailAddress(email)) return reply.code(400).send({ error: 'A valid email is required' });
    return { success: true };
  });

  app.post<{ Body: { lastName?: unknown; dateOfBirth?: unknown; ssnLast4?: unknown } }>(
    '/api/forgot-email',
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = request.body ?? {};
      const lastName = typeof body.lastName === 'string' ? body.lastName.trim() : '';
      const dateOfBirth = typeof body.dateOfBirth === 'string' ? body.dateOfBirth.trim() : '';
      const ssnLast4 = typeof body.ssnLast4 === 'string' ? body.ssnLast4.trim() : '';
      if (!lastName || lastName.length > 100) return reply.code(400).send({ error: 'A last name is required' });
      if (!DATE_PATTERN.test(dateOfBirth) || Number.isNaN(Date.parse(dateOfBirth)))
        return reply.code(400).send({ error: 'A date of birth (YYYY-MM-DD) is required' });
      if (!/^\d{4}$/.test(ssnLast4))
        return reply.code(400).send({ error: 'The last 4 digits of the SSN are required' });
      if (!(await lookups('forgot-email', request.ip || null, `${lastName}|${dateOfBirth}|${ssnLast4}`)))
        return reply.code(429).send({ error: LOOKUP_LIMITED });
      const matches = await customersByIdentity(db, { lastName, dateOfBirth, ssnLast4 }, 2);
      const [match] = matches;
      if (!match || matches.length > 1) return reply.code(404).send({ error: 'No account matches these details' });
      await mailer.send({
        to: match.email,
        subject: 'Your login email',
        text: `Hello ${match.firstName},\n\nSomeone asked for the email address of your account. You log in with ${match.email}.\nIf this was not you, call us.`,
      });
      return { maskedEmail: maskEmail(match.email) };
    },
  );
}
