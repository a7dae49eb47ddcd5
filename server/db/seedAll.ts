// What a start puts in the database (issue 68, part 5). The reference data (flags, stores, products) is added where
// missing on every start. The personas (their logins, records, applications and loans) are seeded in full once, on a
// new database, and then only where one is missing: a payment made or a step saved by a persona survives a restart.
// `npm run reset` (server/reset.ts) seeds them in full again, putting back what the fixture says.
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { seedRuns } from './schema/seeding';
import { seedPersonas, type Persona } from './seed';
import { seedStores } from './storeSeed';
import { seedProducts } from './productSeed';
import { seedApplications } from './applicationSeed';
import { seedLoans } from './loanSeed';
import { seedFlags } from '../flags/featureFlags';
import type { Settings } from '../settings';

const PERSONAS = 'personas';

/** Seeds the database: 'fresh' (a new one), 'kept' (what people did stays; only what is missing is added) or 'reset'. */
export async function seedAll(
  db: Database,
  settings: Pick<Settings, 'userPoolId' | 'ssnPepper' | 'bankDataKey'>,
  personas: Persona[],
  { reset }: { reset: boolean },
): Promise<'fresh' | 'kept' | 'reset'> {
  const poolName = settings.userPoolId.split('_')[1] ?? '';
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, PERSONAS));
  const refresh = reset || !done;
  const now = new Date();
  await seedPersonas(db, poolName, settings.ssnPepper, personas, { refresh });
  await seedFlags(db);
  await seedStores(db);
  await seedProducts(db);
  const keys = { ssnPepper: settings.ssnPepper, bankDataKey: settings.bankDataKey };
  await seedApplications(db, keys, personas, now, { refresh });
  await seedLoans(db, personas, now, { refresh });
  if (refresh)
    await db
      .insert(seedRuns)
      .values({ name: PERSONAS, seededAt: now })
      .onConflictDoUpdate({ target: seedRuns.name, set: { seededAt: now } });
  return reset ? 'reset' : done ? 'kept' : 'fresh';
}
