import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, beforeEach, expect, inject, test } from "vitest";
import { createDatabase } from "#server/db/client.server.ts";
import { runMigrations } from "#server/db/migrate.server.ts";
import { withDatabase } from "#tests/helpers/database-urls.ts";
import { silentLogger } from "#tests/helpers/test-database.ts";

const adminUrl = inject("testDatabaseAdminUrl");
let name: string;
let database: ReturnType<typeof createDatabase>;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Tables, columns and constraints, as PostgreSQL itself describes them. */
async function describeSchema() {
  const { rows } = await database.pool.query<{ item: string }>(`
    select table_name || '.' || column_name || ':' || data_type || ':' || is_nullable as item
      from information_schema.columns where table_schema = 'public'
    union all
    select conrelid::regclass::text || '#' || conname || ':' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    order by 1`);
  return rows.map((row) => row.item);
}

// An empty database of its own per test: whether migrations build everything from nothing is only
// seen on a database no other test has migrated.
beforeEach(async () => {
  name = `academy_migrations_${randomBytes(4).toString("hex")}`;
  await admin(`create database ${name}`);
  database = createDatabase(withDatabase(adminUrl, name), silentLogger);
});

afterEach(async () => {
  await database.pool.end();
  await admin(`drop database if exists ${name} with (force)`);
});

test("migrations build the whole schema from an empty database", async () => {
  expect(await describeSchema()).toEqual([]);
  await runMigrations(database.db);
  const { rows } = await database.pool.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by 1",
  );
  expect(rows.map((row) => row.table_name)).toEqual([
    "accounts",
    "audit_log",
    "bookings",
    "discount_codes",
    "document_counters",
    "draft_orders",
    "email_outbox",
    "family_sign_in_links",
    "group_closure_offers",
    "group_coaches",
    "group_messages",
    "invoices",
    "join_links",
    "newsletter_subscribers",
    "page_content",
    "public_site_version",
    "rate_limits",
    "refunds",
    "reviews",
    "seat_holds",
    "session_attendance",
    "session_notes",
    "sessions",
    "test_provider_payments",
    "test_provider_refunds",
    "two_factors",
    "users",
    "verifications",
    "waiting_list",
    "waitlist_offers",
    "webhook_events",
    "workshop_groups",
    "workshops",
  ]);
});

test("running the migrations again changes nothing", async () => {
  // Migrated once already, as a database at its second deployment.
  await runMigrations(database.db);
  const before = await describeSchema();
  const applied = await database.pool.query("select count(*)::int as n from drizzle.__drizzle_migrations");
  await runMigrations(database.db);
  expect(await describeSchema()).toEqual(before);
  const appliedAgain = await database.pool.query(
    "select count(*)::int as n from drizzle.__drizzle_migrations",
  );
  expect(appliedAgain.rows[0].n).toBe(applied.rows[0].n);
});
