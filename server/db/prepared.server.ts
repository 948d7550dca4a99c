import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./client.server.ts";

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

const dialect = new PgDialect();
/** Names given so far: a statement whose text held a value instead of a parameter would add one each time. */
const namedTexts = new Set<string>();
const MAX_NAMED_TEXTS = 500;

/**
 * Runs a raw statement as a named prepared statement, named by its text, where a Drizzle query
 * cannot be built once with placeholders: a statement whose shape follows its request (a group or
 * a workshop, a code with a limit or without) has one text, so one name, per shape, and each
 * connection parses each shape once, and plans it once unless the transaction asks for a plan per
 * call (the hold's two statements cost PostgreSQL more to plan than to run:
 * docs/decisions/022-benchmarks-and-memory.md). Every value must be a parameter; past
 * MAX_NAMED_TEXTS texts, a statement runs unnamed, as `execute` does.
 */
export async function executeNamed<Row>(executor: Database | Transaction, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `stmt_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
  if (!namedTexts.has(name) && namedTexts.size < MAX_NAMED_TEXTS) namedTexts.add(name);
  const { session } = executor._;
  const result = (await session
    .prepareQuery({ sql: text, params }, undefined, namedTexts.has(name) ? name : undefined, false)
    .execute()) as { rows: Row[] };
  return result.rows;
}
