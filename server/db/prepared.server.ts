import type { Database } from "./client.server.ts";

/**
 * A statement prepared once per database handle, for the queries every payment start makes: Drizzle
 * builds its SQL once, and each connection parses and plans it once (a named statement), where
 * planning the catalogue's query cost PostgreSQL more than running it
 * (docs/decisions/022-benchmarks-and-memory.md). `build` calls `.prepare(name)` on a query written
 * with `sql.placeholder(...)` for its values; each name is used by one query only.
 */
export function preparedStatement<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
