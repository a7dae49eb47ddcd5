// POST /api/application/resume-lookup {email, dateOfBirth}: the returning-customer lookup of the passwordless resume
// (/application/resume; application spec 2.2, 8). Public (the person is not signed in yet), so it answers only when
// the email AND the date of birth match a customer (the record's, or the one typed into an application still kept):
// {isPasswordless} tells the browser whether the way back in is an emailed code or the password. Anything else is a
// 404, and the browser shows the spec's 'We couldn’t find an email address matching the information you entered...'.
// Bad input gets a 400 with a message; tightly rate-limited, since it answers whether identity details match.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { applications, customers } from '../db/schema';
import { isEmailAddress } from '../../src/lib/validation/emailRules';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function registerApplicationResumeRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  app.post<{ Body: { email?: unknown; dateOfBirth?: unknown } }>(
    '/api/application/resume-lookup',
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = request.body ?? {};
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const dateOfBirth = typeof body.dateOfBirth === 'string' ? body.dateOfBirth.trim() : '';
      if (!isEmailAddress(email)) return reply.code(400).send({ error: 'A valid email address is required' });
      if (!DATE_PATTERN.test(dateOfBirth) || Number.isNaN(Date.parse(dateOfBirth))) return reply.code(400).send({ error: 'A date of birth (YYYY-MM-DD) is required' });
      const [customer] = await db.select({ dateOfBirth: customers.dateOfBirth, isPasswordless: customers.isPasswordless }).from(customers).where(eq(customers.email, email)).limit(1);
      if (!customer) return reply.code(404).send({ error: 'No customer matches these details' });
      let matches = customer.dateOfBirth === dateOfBirth;
      if (!matches) {
        const kept = await db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.customerEmail, email), isNull(applications.purgedAt), sql`${applications.personal}->>'dateOfBirth' = ${dateOfBirth}`))
          .limit(1);
        matches = kept.length > 0;
      }
      if (!matches) return reply.code(404).send({ error: 'No customer matches these details' });
      return { isPasswordless: customer.isPasswordless };
    },
  );
}
