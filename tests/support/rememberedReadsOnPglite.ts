// The checks of server/db/rememberedReads.test.ts, run in a process of their own: PGlite loads its parts with dynamic
// imports, which a test's module sandbox refuses. Each check throws on a failure (node:assert, or fast-check's
// counterexample); the process then ends with 1, the failure on stderr.
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../server/db/client';
import { countWrites, rememberedRead } from '../../server/db/rememberedReads';

const client = await PGlite.create();
const db = drizzle(client) as unknown as Database;
await client.exec('CREATE TABLE register (id int PRIMARY KEY, value int NOT NULL); INSERT INTO register VALUES (1, 0)');
countWrites(db, client);
let reads = 0;

/** The register's value, remembered under one of two keys (as two statements may read one row). */
const remembered = (key = 'register') =>
  rememberedRead(db, key, async () => {
    reads += 1;
    const { rows } = await client.query<{ value: number }>('SELECT value FROM register WHERE id = 1');
    return rows[0]!;
  });

/** Every way the server writes: a statement, a script, drizzle's statement, a transaction, one rolled back. */
const WRITES = {
  statement: (value: number) => client.query('UPDATE register SET value = $1 WHERE id = 1', [value]),
  script: (value: number) => client.exec(`UPDATE register SET value = ${String(value)} WHERE id = 1`),
  drizzle: (value: number) => db.execute(sql`UPDATE register SET value = ${value} WHERE id = 1`),
  transaction: (value: number) =>
    client.transaction(async (tx) => {
      await tx.query('SELECT value FROM register WHERE id = 1');
      await tx.query('UPDATE register SET value = $1 WHERE id = 1', [value]);
    }),
  rolledBack: (value: number) =>
    client
      .transaction(async (tx) => {
        await tx.query('UPDATE register SET value = $1 WHERE id = 1', [value]);
        throw new Error('rolled back');
      })
      .catch(() => undefined),
} as const;
type WriteKind = keyof typeof WRITES;
const writeKinds = Object.keys(WRITES) as WriteKind[];

const checks: Record<string, () => Promise<void>> = {
  async 'answers from memory until something is written, then from the database'() {
    await WRITES.statement(1);
    const first = await remembered();
    const readsBefore = reads;
    assert.equal(await remembered(), first);
    assert.equal(reads, readsBefore);
    for (const kind of writeKinds) {
      const value = reads + 100;
      await WRITES[kind](value);
      assert.equal((await remembered()).value, kind === 'rolledBack' ? first.value : value, kind);
      if (kind !== 'rolledBack') await WRITES.statement(first.value);
    }
  },

  async 'keeps nothing read while a write ran, and gives every caller the same frozen answer'() {
    await WRITES.statement(5);
    await remembered();
    await WRITES.statement(6);
    // A read that began before a write and ended after it may hold the value from before: it is given, not kept.
    const [during] = await Promise.all([remembered(), WRITES.statement(7)]);
    assert.ok(during.value === 6 || during.value === 7);
    assert.equal((await remembered()).value, 7);
    const answer = await remembered();
    assert.ok(Object.isFrozen(answer));
    assert.throws(() => {
      answer.value = 8;
    }, TypeError);
  },

  async 'reads every time where no writes are counted (PostgreSQL: other instances write too)'() {
    const other = drizzle(client) as unknown as Database;
    let asked = 0;
    const read = () => rememberedRead(other, 'k', () => Promise.resolve(++asked));
    assert.deepEqual([await read(), await read()], [1, 2]);
  },

  async 'never answers a value older than a write that ended before the read began (any writes, any interleaving)'() {
    // Each write sets a larger value than any before, and PGlite runs its calls in the order they are made, so the
    // register only grows: a read must answer at least the largest value written before it began, and at most the
    // largest whose write had begun before it ended. A step may also wait for everything begun so far to end.
    let next = 1_000;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ read: fc.constantFrom('one', 'two'), pause: fc.nat(3) }),
            fc.record({ write: fc.constantFrom(...writeKinds), pause: fc.nat(3) }),
            fc.record({ settle: fc.constant(true), pause: fc.constant(0) }),
          ),
          { minLength: 1, maxLength: 30 },
        ),
        async (steps) => {
          const start = await client.query<{ value: number }>('SELECT value FROM register WHERE id = 1');
          let written = start.rows[0]!.value;
          let begun = written;
          const settled: Promise<void>[] = [];
          for (const step of steps) {
            for (let tick = 0; tick < step.pause; tick += 1) await Promise.resolve();
            if ('settle' in step) {
              await Promise.all(settled);
            } else if ('write' in step) {
              const value = ++next;
              const kind = step.write;
              if (kind !== 'rolledBack') begun = Math.max(begun, value);
              settled.push(
                WRITES[kind](value).then(() => {
                  if (kind !== 'rolledBack') written = Math.max(written, value);
                }),
              );
            } else {
              const floor = written;
              settled.push(
                remembered(step.read).then(({ value }) => {
                  assert.ok(value >= floor, `read ${String(value)}, older than ${String(floor)} written before it`);
                  assert.ok(value <= begun, `read ${String(value)}, never written`);
                }),
              );
            }
          }
          await Promise.all(settled);
          assert.equal((await remembered('one')).value, written);
          assert.equal((await remembered('two')).value, written);
        },
      ),
      { numRuns: 150 },
    );
  },
};

try {
  for (const [name, check] of Object.entries(checks)) {
    await check();
    process.stdout.write(`ok: ${name}\n`);
  }
} finally {
  await client.close();
}
