// REST auth endpoints of the specification:
// - POST /api/auth {email, blackBox, type: failedLogin}: recorded (email masked in the log).
// - POST /api/auth {email, blackBox, type: forgotPassword, flags: {enablePasswordlessFlow}}: result DENIED
//   (the account is blocked from self-service resets: the persona whose MFA decision is DENY), FAILED_P
//   (a passwordless customer, with the passwordless flow on), or OK.
// - POST /api/password-changed {email}: mails the account holder that the password was changed.
import type { FastifyInstance } from 'fastify';
import { findCustomer } from '../graphql/customerResolvers';
import type { Database } from '../db/client';
import { maskText } from '../logging/maskPii';
import type { Mailer } from '../mail/mailer';
import { EMAIL_PATTERN } from '../../src/lib/validation/emailRules';

interface AuthBody {
  email?: unknown;
  blackBox?: unknown;
  type?: unknown;
  flags?: { enablePasswordlessFlow?: unknown };
}

export function registerAuthRoutes(app: FastifyInstance, deps: { db: Database; mailer: Mailer }): void {
  const { db, mailer } = deps;
  const rateLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  app.post<{ Body: AuthBody }>('/api/auth', rateLimit, async (request, reply) => {
    const body = request.body ?? {};
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL_PATTERN.test(email)) return reply.code(400).send({ error: 'A valid email is required' });
    if (typeof body.blackBox !== 'string' || !body.blackBox) return reply.code(400).send({ error: 'blackBox is required' });
    if (body.type === 'failedLogin') {
      request.log.warn({ event: 'failedLogin', email: maskText(email), device: body.blackBox.slice(0, 64) }, 'failed login');
      return { result: 'RECORDED' };
    }
    if (body.type !== 'forgotPassword') return reply.code(400).send({ error: 'type must be failedLogin or forgotPassword' });
    const customer = await findCustomer(db, email);
    if (customer?.mfaDecision === 'DENY') return { result: 'DENIED' };
    if (customer?.isPasswordless && body.flags?.enablePasswordlessFlow === true) return { result: 'FAILED_P' };
    return { result: 'OK' };
  });

  app.post<{ Body: { email?: unknown } }>('/api/password-changed', rateLimit, async (request, reply) => {
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    if (!EMAIL_PATTERN.test(email)) return reply.code(400).send({ error: 'A valid email is required' });
    if (await findCustomer(db, email)) {
      await mailer.send({
        to: email,
        subject: 'Your password was changed',
        text: 'The password of your account was just changed. If you did not do this, call us right away.',
      });
    }
    return { success: true };
  });
}
