// POST /api/application/resume-lookup {email, dateOfBirth}: the returning-customer lookup of the passwordless resume
// (/application/resume; application spec 2.2, 8). Public (the person is not signed in yet), so it answers only when
// the email AND the date of birth match a customer (the record's, or the one typed into an application still kept):
// {isPasswordless} tells the browser whether the way back in is an emailed code or the password. Anything else is a
// 404, and the browser shows the spec's 'We couldn’t find an email address matching the information you entered...'.
// Bad input gets a 400 with a message; tightly rate-limited, since it answers whether identity details match.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { keptApplicationWithBirthDate } from '../domain/application/applicationRepository';
import { findCustomer } from '../domain/customers/customerRepository';
import { isEmailAddress } from '../../src/lib/validation/emailRules';
import { LOOKUP_LIMITED, lookupGate } from '../security/lookupLimits';
import type { Settings } from '../settings';
import { ERROR_ANSWER, objectSchema } from './openApi';

const EMAIL_REQUIRED = 'A valid email address is required';
const BIRTH_DATE_REQUIRED = 'A date of birth (YYYY-MM-DD) is required';

export function registerApplicationResumeRoutes(
  app: FastifyInstance,
  deps: { db: Database; settings: Settings },
): void {
  const { db } = deps;
  const lookups = lookupGate(db, deps.settings);
  app.post<{ Body: { email: string; dateOfBirth: string } }>(
    '/api/application/resume-lookup',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['application'],
        summary: 'Whether a returning applicant (email and date of birth) has an account, and a password',
        body: objectSchema(
          {
            email: { type: 'string', maxLength: 320, errorMessage: EMAIL_REQUIRED },
            dateOfBirth: {
              type: 'string',
              pattern: '^\\s*\\d{4}-\\d{2}-\\d{2}\\s*$',
              errorMessage: BIRTH_DATE_REQUIRED,
            },
          },
          ['email', 'dateOfBirth'],
        ),
        response: {
          200: { type: 'object', required: ['isPasswordless'], properties: { isPasswordless: { type: 'boolean' } } },
          400: ERROR_ANSWER,
          404: ERROR_ANSWER,
          429: ERROR_ANSWER,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const dateOfBirth = request.body.dateOfBirth.trim();
      if (!isEmailAddress(email)) return reply.code(400).send({ error: EMAIL_REQUIRED });
      if (Number.isNaN(Date.parse(dateOfBirth))) return reply.code(400).send({ error: BIRTH_DATE_REQUIRED });
      if (!(await lookups('resume', request.ip || null, email))) return reply.code(429).send({ error: LOOKUP_LIMITED });
      const customer = await findCustomer(db, email);
      if (!customer) return reply.code(404).send({ error: 'No customer matches these details' });
      const matches =
        customer.dateOfBirth === dateOfBirth || (await keptApplicationWithBirthDate(db, email, dateOfBirth));
      if (!matches) return reply.code(404).send({ error: 'No customer matches these details' });
      return { isPasswordless: customer.isPasswordless };
    },
  );
}
