import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase } from "#server/db/client.server.ts";
import { createLogger } from "#server/logger.server.ts";
import { TEMPLATE_DATABASE, withDatabase } from "./database-urls.ts";

export const silentLogger = createLogger({ level: "silent", pretty: false });

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject("testDatabaseAdminUrl") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, empty database for one test file, cloned from the template. */
export async function createTestDatabase() {
  const name = `academy_test_${randomBytes(6).toString("hex")}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
      break;
    } catch (error) {
      // Another file cloning the template at the same instant: try again shortly.
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const url = withDatabase(inject("testDatabaseAdminUrl"), name);
  const { db, pool } = createDatabase(url, silentLogger);
  return {
    db,
    pool,
    url,
    async drop() {
      await pool.end();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
