import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createDatabase } from "#server/db/client.server.ts";
import {
  connectionUrl,
  freePort,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from "#server/db/embedded.server.ts";
import { isDatabaseUnavailable } from "#server/db/errors.server.ts";
import { runMigrations } from "#server/db/migrate.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { startOutboxWorker } from "#server/email/worker.server.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { recordingLogger } from "#tests/helpers/recording-logger.ts";
import { silentLogger } from "#tests/helpers/test-database.ts";

// The app on its own embedded PostgreSQL (this test stops and kills it), wired as in production.
let dataDir: string;
let port: number;
let embedded: EmbeddedDatabase | undefined;
let database: ReturnType<typeof createDatabase>;
let app: Awaited<ReturnType<typeof realApp>>["app"];
const { logger, messages } = recordingLogger();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-outage-"));
  port = await freePort();
  const first = await startEmbeddedPostgres(path.join(dataDir, "postgres"), silentLogger, { port });
  const admin = createDatabase(first.url, silentLogger);
  await runMigrations(admin.db);
  await seedDatabase(admin.db, silentLogger);
  await admin.pool.end();
  // The database goes away before the first request: the app starts its life without one.
  await first.stop();
  database = createDatabase(first.url, logger);
  ({ app } = await realApp({ db: database.db, pool: database.pool, logger }));
}, 120_000);

afterAll(async () => {
  await database.pool.end().catch(() => undefined);
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests a page, an API answer and the health check until `until` resolves, counting statuses. */
async function underLoad(until: Promise<unknown>) {
  const statuses: number[] = [];
  const bodies: string[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const worker = async (url: string) => {
    while (!done) {
      const response = await app.request(url);
      statuses.push(response.status);
      bodies.push(await response.text());
      await sleep(20);
    }
  };
  await Promise.all(
    ["/workshops", "/", "/api/checkout/sessions/cs_test_unknown_123", "/healthz"].map(worker),
  );
  return { statuses, bodies };
}

async function waitForHealthy(timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200))
    if ((await app.request("/healthz")).status === 200) return;
  throw new Error("the app did not recover");
}

/** Stops PostgreSQL if an earlier test left it running, so the app is without its database. */
async function databaseAway() {
  const running = embedded;
  embedded = undefined;
  await running?.stop();
}

/** Starts PostgreSQL if it is not running (the app's first state, or a test stopped it). */
async function databaseBack() {
  embedded ??= await startEmbeddedPostgres(path.join(dataDir, "postgres"), silentLogger, { port });
  await waitForHealthy();
}

const noStacks = (bodies: string[]) => bodies.filter((body) => /\bat .+:\d+:\d+|Error:/.test(body));

test("while the database is away the pages answer a plain 503 and /healthz is degraded; the app recovers alone", async () => {
  await databaseAway();
  const page = await app.request("/workshops");
  expect(page.status).toBe(503);
  const html = await page.text();
  expect(html).toContain("The site is briefly unavailable. Please try again in a minute.");
  expect(noStacks([html])).toEqual([]);
  const health = await app.request("/healthz");
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: "degraded" });
  const api = await app.request("/api/checkout/sessions/cs_test_unknown_123");
  expect(api.status).toBe(503);
  expect(await api.json()).toEqual({
    error: "The site is briefly unavailable. Please try again in a minute.",
  });

  // The database comes back while requests keep coming.
  const started = (async () => {
    await sleep(1500);
    embedded = await startEmbeddedPostgres(path.join(dataDir, "postgres"), silentLogger, { port });
    await waitForHealthy();
  })();
  const { statuses, bodies } = await underLoad(started);
  expect(statuses.filter((status) => status !== 200 && status !== 404 && status !== 503)).toEqual([]);
  expect(noStacks(bodies)).toEqual([]);
  expect((await app.request("/workshops")).status).toBe(200);
}, 120_000);

test("a connection to a socket that is not there is the database away; a missing file is not", async () => {
  const socketDirectory = path.join(dataDir, "no-socket-here");
  const client = new pg.Client({ connectionString: connectionUrl(port, "academy", "x", socketDirectory) });
  const refused: unknown = await client.connect().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toMatchObject({ code: "ENOENT", syscall: "connect" });
  expect(isDatabaseUnavailable(refused)).toBe(true);
  const missing: unknown = await readFile(path.join(dataDir, "no-such-file")).catch(
    (error: unknown) => error,
  );
  expect(isDatabaseUnavailable(missing)).toBe(false);
});

test("a connection terminated inside a transaction fails that transaction only", async () => {
  await databaseBack();
  const inTransaction = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await tx.execute(sql`select pg_sleep(10)`);
  });
  const outcome = inTransaction.then(
    () => "committed",
    () => "failed",
  );
  await sleep(300);
  const killer = new pg.Client({ connectionString: embedded!.url });
  await killer.connect();
  const killed = await killer.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where query like '%pg_sleep(10)%' and pid <> pg_backend_pid()",
  );
  await killer.end();
  expect(killed.rowCount).toBeGreaterThan(0);
  expect(await outcome).toBe("failed");
  expect((await app.request("/workshops")).status).toBe(200);
});

test("every connection terminated under load, then PostgreSQL killed and restarted: no crash, back to 200", async () => {
  await databaseBack();
  const worker = startOutboxWorker({
    db: database.db,
    transport: { send: async () => undefined },
    logger,
    from: "a@b.c",
    intervalMs: 50,
  });
  const chaos = (async () => {
    await sleep(300);
    const killer = new pg.Client({ connectionString: embedded!.url });
    await killer.connect();
    await killer.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'academy' and pid <> pg_backend_pid()",
    );
    await killer.end();
    await sleep(300);
    // kill -9 of the postmaster: the embedded supervisor starts it again on the same port.
    const pid = Number(
      (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0],
    );
    process.kill(pid, "SIGKILL");
    await sleep(1000);
    await waitForHealthy(60_000);
    // A clean PostgreSQL restart (fast shutdown), as an operator would do.
    const again = Number(
      (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0],
    );
    process.kill(again, "SIGINT");
    await sleep(1000);
    await waitForHealthy(60_000);
  })();
  const { statuses, bodies } = await underLoad(chaos);
  await worker.stop();
  expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status !== 200 && status !== 404 && status !== 503)).toEqual([]);
  expect(noStacks(bodies)).toEqual([]);
  expect((await app.request("/workshops")).status).toBe(200);
  expect((await app.request("/healthz")).status).toBe(200);
  // No connection lost in use stays checked out for good (the pool would run dry after a few outages).
  await sleep(200);
  expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
  // The outbox worker logged its failures with a growing wait, not once per tick.
  const drains = messages.filter((message) => message === "E-mail outbox drain failed").length;
  expect(drains).toBeLessThan(15);
}, 180_000);
