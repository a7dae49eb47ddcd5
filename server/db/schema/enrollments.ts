// Enrollment: an existing store customer making a login (account-access spec, section 2). Change a table here, then
// `npm run db:generate` writes the next versioned migration into server/db/migrations.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, type CustomerId } from './customers';
import { users } from './identity';

export type StoredEnrollmentState =
  | 'SEARCH_ENROLLMENT'
  | 'APPROVED'
  | 'DENIED'
  | 'ERROR'
  | 'NEEDS_RESIDENTIAL_INFO'
  | 'NEEDS_OTP_VERIFICATION'
  | 'NEEDS_EMAIL_VERIFICATION'
  | 'THANK_YOU';
export type StoredEnrollmentResult =
  | 'CUSTOMER_NOT_FOUND'
  | 'EMAIL_FAILED'
  | 'EMAIL_INELIGIBLE'
  | 'EMAIL_VERIFIED'
  | 'OTP_FAILED'
  | 'OTP_VERIFIED'
  | 'USER_ALREADY_EXISTS';

/**
 * An enrollment: an enrollment user (group enrollment.user, made by a sign-up from the enrollment screen)
 * proving they are the customer of a record found by SSN and date of birth, to turn into that customer's
 * online login. State and result are the spec's enrollment states and results.
 */
export const enrollments = pgTable('enrollments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userSub: uuid('user_sub')
    .notNull()
    .references(() => users.sub, { onDelete: 'cascade' }),
  customerId: uuid('customer_id')
    .$type<CustomerId>()
    .references(() => customers.id, { onDelete: 'cascade' }),
  state: text('state').$type<StoredEnrollmentState>().notNull(),
  result: text('result').$type<StoredEnrollmentResult>(),
  /** Wrong answers to the residential check. */
  addressAttempts: integer('address_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
