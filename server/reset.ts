// `npm run reset`: the seeded personas back as tests/fixtures/personas.json has them (their logins and passwords,
// records, saved applications, loans, with the payments made since gone), in the database `npm start` uses (DATA_DIR,
// or DATABASE_URL), and every rate limit's count started again (paused codes, locks, lookups). Everything else is
// kept: logins people made, their applications, and the signing keys. Run it with the portal stopped (PGlite's folder
// is one process's).
import { openDatabase } from './db/client';
import { loadPersonas } from './db/seed';
import { seedAll } from './db/seedAll';
import { readSettings } from './settings';
import { rateLimits } from './db/schema/rateLimits';
import { maskFaultText } from './logging/maskPii';

const settings = readSettings();
try {
  const { db, close } = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    onError: () => undefined,
  });
  await seedAll(db, settings, loadPersonas(), { reset: true });
  // The counts of the rate limits too: codes paused, locks and lookups counted while trying things start again.
  await db.delete(rateLimits);
  await close();
  process.stdout.write(
    `The personas are back as tests/fixtures/personas.json has them, in ${settings.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : settings.dataDir}.\n`,
  );
} catch (error) {
  process.stderr.write(
    `The personas could not be reset: ${maskFaultText(error instanceof Error ? error.message : String(error))} (is the portal still running? Stop it first.)\n`,
  );
  process.exit(1);
}
