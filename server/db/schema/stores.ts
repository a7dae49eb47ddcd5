// The store directory. Change a table here, then `npm run db:generate` writes the next versioned migration into
// server/db/migrations.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** One day's opening hours of a store (dayOfWeek 0 = Sunday … 6 = Saturday; times 'HH:MM', local). */
export interface StoreHours {
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  closed: boolean;
}

/**
 * The lender's stores (application spec 3.4), clearly fictional: names and street addresses invented, positions
 * from real ZIP-code centroids. Searched by distance with PostgreSQL's earthdistance extension (migration 0007).
 */
export const stores = pgTable(
  'stores',
  {
    storeNumber: integer('store_number').primaryKey(),
    storeName: text('store_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    brand: text('brand').notNull(),
    active: boolean('active').notNull().default(true),
    hours: jsonb('hours').$type<StoreHours[]>().notNull(),
  },
  (table) => [
    index('stores_position').using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`),
    index('stores_brand').on(table.brand, table.active),
  ],
);
