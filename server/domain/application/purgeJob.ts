// The 21-day purge (application spec 9): at start and then every hour, unsubmitted applications older than 21 days
// are emptied. Reads never show an expired one meanwhile (applicationRepository), so the hour does not matter.
import type { Database } from '../../db/client';
import { purgeExpired } from './applicationRepository';

export const PURGE_EVERY_MS = 3_600_000;

export function startPurgeJob(db: Database, report: (count: number) => void): () => void {
  const run = () => void purgeExpired(db, new Date()).then(report, () => report(0));
  run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
