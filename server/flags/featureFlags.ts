// Feature flags per brand, kept in the database so tests (and operators) can change them at run time.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rememberedRead } from '../db/rememberedReads';
import { preparedFor } from '../db/prepared';
import { featureFlags } from '../db/schema/flags';
import { BRAND_KEYS, type BrandKey } from '../../brands/brandKeys';
import { defaultFlags } from '../../src/lib/rules/featureFlags';

export type Flags = Record<string, unknown>;

export async function seedFlags(db: Database): Promise<void> {
  for (const brand of BRAND_KEYS) {
    await db
      .insert(featureFlags)
      .values({ brand, flags: defaultFlags(brand) })
      .onConflictDoNothing();
  }
}

// Asked by most calls (the multi-factor rule of every customer's call among them): prepared once a database handle,
// and on PGlite remembered until the next write (decision 0071).
const flagsOfBrand = preparedFor((db) =>
  db
    .select({ flags: featureFlags.flags })
    .from(featureFlags)
    .where(eq(featureFlags.brand, sql.placeholder('brand')))
    .prepare('flags_of_brand'),
);

export async function readFlags(db: Database, brand: BrandKey): Promise<Flags> {
  const [row] = await rememberedRead(db, `flags_of_brand\0${brand}`, () => flagsOfBrand(db).execute({ brand }));
  return { ...defaultFlags(brand), ...(row?.flags ?? {}) };
}

/** Merges `changes` into the brand's flags (top-level keys) and returns the result. */
export async function changeFlags(db: Database, brand: BrandKey, changes: Flags): Promise<Flags> {
  const flags = { ...(await readFlags(db, brand)), ...changes };
  await db
    .insert(featureFlags)
    .values({ brand, flags })
    .onConflictDoUpdate({ target: featureFlags.brand, set: { flags } });
  return flags;
}

export async function resetFlags(db: Database): Promise<void> {
  for (const brand of BRAND_KEYS) {
    await db
      .insert(featureFlags)
      .values({ brand, flags: defaultFlags(brand) })
      .onConflictDoUpdate({ target: featureFlags.brand, set: { flags: defaultFlags(brand) } });
  }
}
