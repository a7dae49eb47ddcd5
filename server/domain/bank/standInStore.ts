// Where the Plaid stand-in keeps its link tokens, public tokens, Items and access tokens: the database for the portal
// (every instance sees the same sandbox), memory for the stand-in's own unit tests. A record may end (`expiresAt`);
// `take` reads and removes one in a step, so a token used once is used once whoever asks first.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plaidStandIn } from '../../db/schema/plaidStandIn';

export type StandInKind = 'link' | 'public' | 'item' | 'access';

export interface StandInRecord<T> {
  data: T;
  expiresAt: Date | null;
}

export interface StandInStore {
  put(kind: StandInKind, key: string, data: object, expiresAt: Date | null): Promise<void>;
  get<T>(kind: StandInKind, key: string): Promise<StandInRecord<T> | null>;
  take<T>(kind: StandInKind, key: string): Promise<StandInRecord<T> | null>;
}

export function databaseStandInStore(db: Database): StandInStore {
  const where = (kind: StandInKind, key: string) => and(eq(plaidStandIn.kind, kind), eq(plaidStandIn.key, key));
  return {
    async put(kind, key, data, expiresAt) {
      await db
        .insert(plaidStandIn)
        .values({ kind, key, data, expiresAt })
        .onConflictDoUpdate({ target: [plaidStandIn.kind, plaidStandIn.key], set: { data, expiresAt } });
    },
    async get<T>(kind: StandInKind, key: string) {
      const [row] = await db.select().from(plaidStandIn).where(where(kind, key));
      return row ? { data: row.data as T, expiresAt: row.expiresAt } : null;
    },
    async take<T>(kind: StandInKind, key: string) {
      const [row] = await db.delete(plaidStandIn).where(where(kind, key)).returning();
      return row ? { data: row.data as T, expiresAt: row.expiresAt } : null;
    },
  };
}

export function memoryStandInStore(): StandInStore {
  const records = new Map<string, StandInRecord<unknown>>();
  const name = (kind: StandInKind, key: string) => `${kind}:${key}`;
  return {
    put(kind, key, data, expiresAt) {
      records.set(name(kind, key), { data: structuredClone(data), expiresAt });
      return Promise.resolve();
    },
    get<T>(kind: StandInKind, key: string) {
      return Promise.resolve((records.get(name(kind, key)) as StandInRecord<T> | undefined) ?? null);
    },
    take<T>(kind: StandInKind, key: string) {
      const record = (records.get(name(kind, key)) as StandInRecord<T> | undefined) ?? null;
      records.delete(name(kind, key));
      return Promise.resolve(record);
    },
  };
}
