// A statement asked on every call, prepared once for each database handle (issue 51): drizzle builds its SQL once, and
// PostgreSQL plans it once a connection. `build` makes the statement on a handle: `db.select()...prepare('name')`,
// with `sql.placeholder` for what changes from call to call; the name is the statement's own, one for each SQL text.
import type { Database } from './client';

export function preparedFor<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const made = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}
