import path from "node:path";
import pg from "pg";
import { APP_DATABASE, runningServerUrl } from "#server/db/embedded.server.ts";
import { e2eDataDir } from "./environment.ts";

/** Runs one SQL statement on the end-to-end server's own database (to arrange or check state). */
export function e2eQuery<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  return queryDataDir<T>(e2eDataDir, sql, values);
}

/** The app database of the server running on `dataDir` (its embedded PostgreSQL, found by its postmaster.pid). */
export async function runningDatabaseUrl(dataDir: string) {
  const url = await runningServerUrl(path.join(dataDir, "postgres"), APP_DATABASE);
  if (!url) throw new Error(`no server's database is running on ${dataDir}`);
  return url;
}

/** Runs one SQL statement on the database of the server running on `dataDir`. */
export async function queryDataDir<T extends pg.QueryResultRow>(
  dataDir: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: await runningDatabaseUrl(dataDir) });
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

/**
 * Gives one of the productivity workshop's seeded groups (option1-3) one more place, so that a spec
 * booking it never finds it sold out by the specs running beside it (the seeded groups hold 3, 5 and 2).
 */
export async function addPlaceToProductivityGroup(groupId: "option1" | "option2" | "option3") {
  await e2eQuery("update workshop_groups set capacity = capacity + 1 where id = $1", [groupId]);
}
