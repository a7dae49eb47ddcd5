// One-time codes sent by email or text message, for the multi-factor check, enrollment, an application or a contact
// change. Change a table here, then `npm run db:generate` writes the next versioned migration into
// server/db/migrations.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { contactChanges } from './customers';
import { mfaSessions } from './identity';

/**
 * A one-time code in flight (for an MFA check or an enrollment), by email or by phone (channel SMS: mailed to
 * the phone's SMS address, kept in `email`): hashed, single use, expires after 10 minutes, at most 5 wrong
 * tries. The session id changes with every resend.
 */
export const emailVerifications = pgTable('email_verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id').notNull(),
  mfaId: uuid('mfa_id').references(() => mfaSessions.id, { onDelete: 'cascade' }),
  enrollmentId: text('enrollment_id'),
  /** The application whose phone is being verified (application spec 2.2's /otp). */
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
  /** The change of contact details this code confirms (/account/personal). */
  changeId: uuid('change_id').references(() => contactChanges.id, { onDelete: 'cascade' }),
  /** EMAIL or SMS. */
  channel: text('channel').notNull().default('EMAIL'),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  status: text('status').notNull().default('PENDING'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
