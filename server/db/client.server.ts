import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "#server/logger.server.ts";
import * as schema from "./schema.server.ts";

export type Database = ReturnType<typeof createDatabase>["db"];
/** The handle a `db.transaction(...)` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/**
 * What a function that reads or writes inside its caller's transaction takes: the database or a
 * transaction, whichever the caller holds (an e-mail queued with its cause commits with it), named
 * by the statements it runs.
 */
export type Executor<Statements extends "select" | "insert" | "update" | "delete" | "execute"> = Pick<
  Database,
  Statements
>;

/**
 * The pool survives a lost database: a connection dropped while idle or in use (a terminated
 * backend, a PostgreSQL restart) is logged and thrown away, the request using it fails with a 503
 * (server/app.server.ts), and the next request opens a fresh connection once the database answers.
 */
export function createDatabase(url: string, logger: Logger, options: { max?: number } = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    // A query stuck on a half-open socket must not hold a connection forever.
    keepAlive: true,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) =>
    logger.warn({ err: { message: error.message } }, "PostgreSQL connection lost (idle)"),
  );
  // Nor one in use: pg emits 'error' on the client too, and an unheard 'error' event ends Node.
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      logger.warn({ err: { message: error.message } }, "PostgreSQL connection lost"),
    ),
  );
  guardCheckedOutClients(pool);
  const db = drizzle(pool, { schema, casing: undefined });
  return { db, pool };
}

/**
 * A connection lost while checked out is handed back to the pool at once (which throws it away).
 * Its owner may never do it: Drizzle releases a transaction's client only once `begin` has
 * succeeded, so each outage would otherwise keep a dead client out of the pool for good, until
 * none were left. The owner's own release later is then a no-op instead of an error.
 */
function guardCheckedOutClients(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // pool.query() uses the callback form and releases with the error itself.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("error", onLost);
        client.removeListener("end", onLost);
        release(error);
      };
      const onLost = (error?: Error) => releaseOnce(error ?? new Error("Connection ended"));
      client.once("error", onLost);
      client.once("end", onLost);
      client.release = releaseOnce;
      return client;
    });
  }) as typeof pool.connect;
}
