import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { inject } from "vitest";
import {
  backupFileName,
  pruneBackups,
  takeScheduledBackup,
} from "#server/backups/scheduled-backup.server.ts";
import { restoreBackup, RestoreRefused, writeBackup } from "#server/backups/snapshot.server.ts";
import { loadConfig } from "#server/config.server.ts";
import { auditLog, emailOutbox, rateLimits, users } from "#server/db/schema.server.ts";
import { seedCatalogue } from "#tests/helpers/payments.ts";
import { withDatabase } from "#tests/helpers/database-urls.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let source: TestDatabase;
let dir: string;
const emptyDatabases: string[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: inject("testDatabaseAdminUrl") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database with no tables at all (not the migrated template). */
async function emptyDatabase() {
  const name = `academy_restore_${Math.random().toString(36).slice(2, 10)}`;
  await admin(`create database ${name} template template0`);
  emptyDatabases.push(name);
  return withDatabase(inject("testDatabaseAdminUrl"), name);
}

/** Every public table's rows, as sorted JSON lines. */
async function everyRow(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from public.${pg.escapeIdentifier(name)} t`,
      );
      result[name] = rows.map((row) => row.row).sort();
    }
    return result;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  source = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "academy-backups-"));
  await seedCatalogue(source);
  await source.db.insert(users).values({
    id: "user-1",
    name: "Ada Admin",
    email: "ada@example.com",
    emailVerified: true,
    firstName: "Ada",
    lastName: "Admin",
    role: "admin",
  });
  await source.db.insert(emailOutbox).values({
    kind: "test",
    toAddress: "parent@example.com",
    subject: "Accents: é, ü, emoji 🎉, quote ' and \" and a\nnew line",
    html: "<p>x</p>",
    textBody: "x",
    headers: { "List-Unsubscribe": "<https://example.com/u>" },
  });
  await source.db.insert(auditLog).values({
    actorEmail: "ada@example.com",
    action: "update",
    entity: "workshop",
    before: { nested: { list: [1, 2, null] } },
    after: null,
  });
  await source.db
    .insert(rateLimits)
    .values({ key: "sign-in:ada@example.com", count: 2, lastRequest: 1_795_000_000_000 });
});
afterAll(async () => {
  await source.drop();
  for (const name of emptyDatabases) await admin(`drop database if exists ${name} with (force)`);
  await rm(dir, { recursive: true, force: true });
});

test("a backup restored into a new empty database has every table's rows, and migrations", async () => {
  const file = path.join(dir, "round-trip.backup.gz");
  // The site keeps writing while the snapshot is taken.
  const writes = Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      source.db.insert(rateLimits).values({ key: `concurrent-${index}`, count: 1 }),
    ),
  );
  const written = await writeBackup(source.url, file);
  await writes;
  expect(written.rows).toBeGreaterThan(10);
  expect((await readdir(dir)).filter((name) => name.includes("partial"))).toEqual([]);

  const target = await emptyDatabase();
  const restored = await restoreBackup(target, file);
  expect(restored.rows).toBe(written.rows);

  const before = await everyRow(source.url);
  const after = await everyRow(target);
  // Rows written after the snapshot began may or may not be in it, but always whole transactions.
  before.rate_limits = before.rate_limits!.filter((row) => !row.includes("concurrent-"));
  after.rate_limits = after.rate_limits!.filter((row) => !row.includes("concurrent-"));
  // The public pages' cache counter is not backed up (not data): the restored site has its own.
  expect(after.public_site_version).toHaveLength(1);
  delete before.public_site_version;
  delete after.public_site_version;
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const table of Object.keys(before))
    expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
  expect(after.workshops!.length).toBeGreaterThan(0);

  // The restored database knows its migrations: the app starts on it without re-running them.
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const migrations = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
  await client.end();
  const sourceMigrations = await source.pool.query(
    "select count(*)::int as n from drizzle.__drizzle_migrations",
  );
  expect(migrations.rows[0].n).toBe(sourceMigrations.rows[0].n);
});

test("a database that has tables is refused, and so is a file that is not a backup", async () => {
  const file = path.join(dir, "refuse.backup.gz");
  await writeBackup(source.url, file);
  await expect(restoreBackup(source.url, file)).rejects.toThrow(RestoreRefused);
  await expect(restoreBackup(source.url, file)).rejects.toThrow(/not empty/);
  const notABackup = path.join(dir, "not-a-backup.gz");
  const { gzipSync } = await import("node:zlib");
  await writeFile(notABackup, gzipSync('{"hello":"world"}\n'));
  await expect(restoreBackup(await emptyDatabase(), notABackup)).rejects.toThrow(/not a backup/);
});

test("the nightly job writes into BACKUP_DIR and keeps the last BACKUP_KEEP", async () => {
  const backupDir = path.join(dir, "nightly");
  const config = loadConfig({ BACKUP_DIR: backupDir, BACKUP_KEEP: "3" });
  expect(config.backups).toEqual({ dir: backupDir, keep: 3 });
  const start = Date.UTC(2026, 10, 1, 1, 30);
  for (let day = 0; day < 5; day++)
    await takeScheduledBackup({
      config,
      logger: silentLogger,
      databaseUrl: source.url,
      now: new Date(start + day * 86_400_000),
    });
  // A file the app did not name is never deleted.
  await writeFile(path.join(backupDir, "keep-me.txt"), "mine");
  expect(await pruneBackups(backupDir, 3)).toEqual([]);
  expect((await readdir(backupDir)).sort()).toEqual(
    [2, 3, 4]
      .map((day) => backupFileName(new Date(start + day * 86_400_000)))
      .concat("keep-me.txt")
      .sort(),
  );
  expect(loadConfig({ DATA_DIR: "/srv/academy" }).backups).toEqual({ dir: "/srv/academy/backups", keep: 14 });
});
