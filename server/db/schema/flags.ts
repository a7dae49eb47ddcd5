// Feature flags per brand. Change a table here, then `npm run db:generate` writes the next versioned migration into
// server/db/migrations.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Feature flags per brand, changeable at run time. */
export const featureFlags = pgTable('feature_flags', {
  brand: text('brand').primaryKey(),
  flags: jsonb('flags').$type<Record<string, unknown>>().notNull(),
});
