// What the seed has put in this database, so a restart keeps what people did (issue 68). Change a table here, then
// `npm run db:generate` writes the next versioned migration into server/db/migrations.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row a seed that has run ('personas'): a start finding it adds only what is missing; `npm run reset` puts all back. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
