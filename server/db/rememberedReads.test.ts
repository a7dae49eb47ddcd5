// Reads remembered until the next write (decision 0071): on a PGlite client whose writes are counted, a remembered read
// answers what the database holds, whatever the writes (a statement, a script, drizzle's, a transaction, one rolled
// back) and however they interleave with the reads. The checks run on a real PGlite, in a process of their own
// (tests/support/rememberedReadsOnPglite.ts: PGlite cannot load in a test's module sandbox).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

it('answers what the database holds: from memory until a write, and never from before a write that ended', () => {
  const root = join(__dirname, '../..');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/rememberedReadsOnPglite.ts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.stderr).toBe('');
  expect(run.stdout.trim().split('\n')).toEqual([
    'ok: answers from memory until something is written, then from the database',
    'ok: keeps nothing read while a write ran, and gives every caller the same frozen answer',
    'ok: reads every time where no writes are counted (PostgreSQL: other instances write too)',
    'ok: never answers a value older than a write that ended before the read began (any writes, any interleaving)',
  ]);
  expect(run.status).toBe(0);
}, 150_000);
