import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "#server/logger.server.ts";
import * as schema from "./schema.server.ts";

export type Database = ReturnType<typeof createDatabase>["db"];

export function createDatabase(url: string, logger: Logger, options: { max?: number } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) => logger.error({ err: error }, "PostgreSQL pool error"));
  const db = drizzle(pool, { schema, casing: undefined });
  return { db, pool };
}
