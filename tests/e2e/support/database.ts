import path from "node:path";
import pg from "pg";
import { APP_DATABASE, connectionUrl, runningPort } from "#server/db/embedded.server.ts";
import { e2eDataDir } from "./environment.ts";

/** Runs one SQL statement on the end-to-end server's own database (to arrange or check state). */
export async function e2eQuery<T extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const port = await runningPort(path.join(e2eDataDir, "postgres"));
  if (!port) throw new Error("the end-to-end server's database is not running");
  const client = new pg.Client({ connectionString: connectionUrl(port, APP_DATABASE) });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A unique address per test run, so that reruns never collide with earlier rows. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
