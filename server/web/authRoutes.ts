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
import { ERROR_ANSWER, objectSchema } from './openApi';

const EMAIL_REQUIRED = 'A valid email is required';
const email = { type: 'string', maxLength: 320, errorMessage: EMAIL_REQUIRED } as const;

const AUTH_BODY = objectSchema(
  {
    email,
    blackBox: { type: 'string', minLength: 1, errorMessage: 'blackBox is required' },
    type: {
      type: 'string',
      enum: ['failedLogin', 'forgotPassword'],
      errorMessage: 'type must be failedLogin or forgotPassword',
    },
    flags: { type: 'object', description: '{ enablePasswordlessFlow: true } when the passwordless flow is on' },
  },
  ['email', 'blackBox', 'type'],
);
interface AuthBody {
  email: string;
  blackBox: string;
  type: 'failedLogin' | 'forgotPassword';
  flags?: { enablePasswordlessFlow?: unknown };
}

const FORGOT_EMAIL_BODY = objectSchema(
  {
    lastName: { type: 'string', minLength: 1, maxLength: 100, errorMessage: 'A last name is required' },
    dateOfBirth: {
      type: 'string',
      pattern: '^\\s*\\d{4}-\\d{2}-\\d{2}\\s*$',
      errorMessage: 'A date of birth (YYYY-MM-DD) is required',
    },
    ssnLast4: {
      type: 'string',
      pattern: '^\\s*\\d{4}\\s*$',
      errorMessage: 'The last 4 digits of the SSN are required',
    },
  },
  ['lastName', 'dateOfBirth', 'ssnLast4'],
);
const tags = ['account access'];

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Database; mailer: Mailer; settings: Settings },
): void {
  const { db, mailer } = deps;
  const lookups = lookupGate(db, deps.settings);
  const rateLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  const authRoute = {
    ...rateLimit,
    schema: {
      tags,
      summary: 'A failed sign-in recorded, or whether a password reset may go ahead (OK, DENIED, FAILED_P)',
      body: AUTH_BODY,
      response: { 400: ERROR_ANSWER, 429: ERROR_ANSWER },
    },
  };
  app.post<{ Body: AuthBody }>('/api/auth', authRoute, async (request, reply) => {
    const body = request.body;
    const email = body.email.trim().toLowerCase();
    if (!isEmailAddress(email)) return reply.code(400).send({ error: EMAIL_REQUIRED });
    if (body.type === 'failedLogin') {
      request.log.warn(
        { event: 'failedLogin', email: maskText(email), device: body.blackBox.slice(0, 64) },
        'failed login',
      );
      return { result: 'RECORDED' };
    }
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
  const passwordChangedRoute = {
    ...rateLimit,
    schema: {
      tags,
      summary: 'Acknowledges a password change (the notice is mailed by the identity service itself)',
      body: objectSchema({ email }, ['email']),
      response: { 400: ERROR_ANSWER },
    },
  };
  app.post<{ Body: { email: string } }>('/api/password-changed', passwordChangedRoute, async (request, reply) => {
    if (!isEmailAddress(request.body.email.trim().toLowerCase()))
      return reply.code(400).send({ error: EMAIL_REQUIRED });
    return { success: true };
  });

  app.post<{ Body: { lastName: string; dateOfBirth: string; ssnLast4: string } }>(
    '/api/forgot-email',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Mails the account address to the one customer who matches all three details; answers it masked',
        body: FORGOT_EMAIL_BODY,
        response: { 400: ERROR_ANSWER, 404: ERROR_ANSWER, 429: ERROR_ANSWER },
      },
    },
    async (request, reply) => {
      const lastName = request.body.lastName.trim();
      const dateOfBirth = request.body.dateOfBirth.trim();
      const ssnLast4 = request.body.ssnLast4.trim();
      if (!lastName) return reply.code(400).send({ error: 'A last name is required' });
      if (Number.isNaN(Date.parse(dateOfBirth)))
        return reply.code(400).send({ error: 'A date of birth (YYYY-MM-DD) is required' });
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
