// Reads answered from memory while nothing has been written since (issue 51; decision 0071). On PGlite (what
// `npm start` runs on) this process is the database's only client: the database runs inside it, and every change to it
// goes through the one client opened in client.ts. That client counts its writes here. A read asked on every call
// (the token's session, the caller's record) is kept with the count it was asked at, and is answered again from
// memory only while the count has not moved. Any write moves it (any table: the count does not try to know what a
// statement touches), so what is answered is what the database would answer.
//
// On PostgreSQL other instances write too: no client is counted there, and every read goes to the database.
import type { Database } from './client';

/** The longest a memory grows before it starts again (a customer record and a session a signed-in caller). */
const MOST_KEPT = 10_000;

class WriteCount {
  #writes = 0;
  #kept = new Map<string, unknown>();
  #keptAt = 0;

  /** A write begins or ends: everything read before it is forgotten. */
  wrote() {
    this.#writes += 1;
  }

  async remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.#keptAt !== this.#writes) {
      this.#kept.clear();
      this.#keptAt = this.#writes;
    }
    if (this.#kept.has(key)) return this.#kept.get(key) as T;
    const askedAt = this.#writes;
    const value = deepFrozen(await read());
    // Kept only if nothing was written while it was read: the answer may be from before that write.
    if (this.#writes === askedAt) {
      if (this.#kept.size >= MOST_KEPT) this.#kept.clear();
      this.#kept.set(key, value);
    }
    return value;
  }
}

/**
 * Frozen all the way down: one answer is shared by every call it is given to, so none may change it (a change throws
 * in strict mode instead of reaching the next caller).
 */
function deepFrozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFrozen(inner);
  }
  return value;
}

const counts = new WeakMap<Database, WriteCount>();

type Method = (...args: unknown[]) => Promise<unknown>;

/** A statement that reads only: a plain SELECT (every other statement, and `exec`'s scripts, count as writes). */
const readsOnly = (text: unknown) => typeof text === 'string' && /^\s*select\b/i.test(text);

/**
 * Counts the writes of the PGlite client `client` that `db` was opened on: its statements that are not a SELECT, its
 * scripts (`exec`) and its transactions, each when it begins and when it ends.
 */
export function countWrites(db: Database, client: object): void {
  const count = new WriteCount();
  const target = client as Record<string, Method>;
  const counted = (name: string, isWrite: (args: unknown[]) => boolean) => {
    const original = target[name]!.bind(client);
    target[name] = async (...args) => {
      if (!isWrite(args)) return original(...args);
      count.wrote();
      try {
        return await original(...args);
      } finally {
        count.wrote();
      }
    };
  };
  counted('query', ([text]) => !readsOnly(text));
  counted('exec', () => true);
  counted('transaction', () => true);
  counts.set(db, count);
}

/**
 * `read`'s answer for `key` (the statement and its values), from memory when it was read since the last write to the
 * database, else from the database. Only where this process is the database's only client (PGlite); elsewhere,
 * `read()` itself.
 */
export function rememberedRead<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  const count = counts.get(db);
  return count ? count.remember(key, read) : read();
}
