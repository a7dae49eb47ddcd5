// The stores as stored, and the distance search: earth_box narrows to the radius with the GiST index, and
// earth_distance (metres on a spherical earth) orders and filters exactly.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stores } from '../../db/schema/stores';

export type StoreRow = typeof stores.$inferSelect;

export interface DistanceQuery {
  latitude: number;
  longitude: number;
  maxDistance: number;
  brand: string | null;
  state: string | null;
  activeOnly: boolean;
  skip: number;
  limit: number;
}

export async function storesNear(db: Database, query: DistanceQuery): Promise<(StoreRow & { distance: number })[]> {
  const origin = sql`ll_to_earth(${query.latitude}, ${query.longitude})`;
  const position = sql`ll_to_earth(${stores.latitude}, ${stores.longitude})`;
  const distance = sql<number>`earth_distance(${origin}, ${position})`;
  const conditions: SQL[] = [
    sql`earth_box(${origin}, ${query.maxDistance}) @> ${position}`,
    sql`${distance} <= ${query.maxDistance}`,
  ];
  if (query.brand) conditions.push(eq(stores.brand, query.brand));
  if (query.state) conditions.push(eq(stores.state, query.state));
  if (query.activeOnly) conditions.push(eq(stores.active, true));
  const rows = await db
    .select({ store: stores, distance: distance.mapWith(Number) })
    .from(stores)
    .where(and(...conditions))
    .orderBy(asc(distance), asc(stores.storeNumber))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map((row) => ({ ...row.store, distance: row.distance }));
}

export async function storeByNumber(db: Database, storeNumber: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.storeNumber, storeNumber));
  return row;
}

/** Whether the brand has an open store in the state (spec 4.6's adverse-action routing: a store to apply at). */
export async function hasActiveStore(db: Database, brand: string, state: string): Promise<boolean> {
  const [row] = await db
    .select({ number: stores.storeNumber })
    .from(stores)
    .where(and(eq(stores.brand, brand), eq(stores.state, state), eq(stores.active, true)))
    .limit(1);
  return !!row;
}
