// The Plaid stand-in's sandbox (BANK_LINK_MODE=local): its link and public tokens, Items and access tokens, a row each,
// so every instance of the portal answers for the same sandbox. Never used with real Plaid. Change a table here, then
// `npm run db:generate` writes the next versioned migration into server/db/migrations.
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const plaidStandIn = pgTable(
  'plaid_stand_in',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);
