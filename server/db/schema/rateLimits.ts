// The rate limits' counters, shared by every instance on the database (rate-limiter-flexible's Drizzle store: one row a
// limited key, its points in the current window and when the window ends). Change a table here, then
// `npm run db:generate` writes the next versioned migration into server/db/migrations.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
