import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import PgBoss from "pg-boss";
import { connectionUrl, embeddedPassword, runningPort } from "#server/db/embedded.server.ts";
import { emailsTo, linkIn } from "#tests/helpers/mailbox.ts";
import { e2eDataDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { startServer, type RunningServer } from "#tests/e2e/support/server-process.ts";

/*
 * README "Growing past one machine": two server processes on one PostgreSQL (a database of its
 * own on the e2e server's embedded PostgreSQL, as a managed one would be, through DATABASE_URL).
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const database = `academy_two_${randomBytes(4).toString("hex")}`;
let adminUrl: string;
let databaseUrl: string;
const dirs: string[] = [];
let a: RunningServer;
let b: RunningServer;

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  const postgresDir = path.join(e2eDataDir, "postgres");
  const port = await runningPort(postgresDir);
  const password = await embeddedPassword(postgresDir);
  if (!port || !password) throw new Error("the e2e server's database is not running");
  adminUrl = connectionUrl(port, "postgres", password);
  databaseUrl = connectionUrl(port, database, password);
  await sql(adminUrl, `create database ${database}`);
  const secret = randomBytes(32).toString("hex");
  const env = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "academy-process-"));
    dirs.push(dir);
    return {
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: secret,
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
      NEWSLETTER_RATE_LIMIT_PER_IP: "1000",
      NEWSLETTER_RATE_LIMIT_PER_EMAIL: "3",
      PAYMENT_START_RATE_LIMIT_PER_IP: "1000",
      // Seat-hold limits per family (HOLDS_PER_*) would refuse the race before the capacity does.
      HOLDS_PER_IP: "1000",
      HOLDS_PER_EMAIL: "1000",
    };
  };
  a = await startServer(await env());
  b = await startServer(await env());
});

test.afterAll(async () => {
  expect(await a?.stop()).toBe(0);
  expect(await b?.stop()).toBe(0);
  await sql(adminUrl, `drop database if exists ${database} with (force)`);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const mailDirs = () => dirs.map((dir) => path.join(dir, "mail"));
async function allEmailsTo(to: string) {
  return (await Promise.all(mailDirs().map((dir) => emailsTo(dir, to)))).flat();
}

test("holds: concurrent checkouts split across both processes never exceed the capacity", async () => {
  await sql(databaseUrl, "update workshop_groups set capacity = 2, booked_seats = 0 where id = 'option3'");
  const attempt = (server: RunningServer, index: number) =>
    fetch(`${server.url}/api/checkout/productivity`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({
        selectedSchedule: "option3",
        selectedDate: "",
        acceptTerms: true,
        expressRequest: true,
        formData: {
          parentName: "Marie Dupont",
          parentEmail: `parent-${index}@example.com`,
          teenName: "Léo Dupont",
          teenAge: "14",
          additionalInfo: "",
        },
      }),
    }).then((response) => response.status);
  const statuses = await Promise.all(
    Array.from({ length: 24 }, (_, index) => attempt(index % 2 ? a : b, index)),
  );
  expect(statuses.filter((status) => status === 200)).toHaveLength(2);
  expect(statuses.filter((status) => status === 409)).toHaveLength(22);
  const [holds] = await sql<{ n: number }>(
    databaseUrl,
    "select count(*)::int as n from seat_holds where group_id = 'option3' and status = 'open'",
  );
  expect(holds!.n).toBe(2);
});

test("rate limits and the outbox: one allowance for both, each message sent once by one of them", async () => {
  const email = `both-${Date.now()}@example.com`;
  const subscribe = (server: RunningServer) =>
    fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email, consent: true }),
    }).then((response) => response.status);
  // The per-address allowance is 3 in the window, whichever process answers.
  const statuses = [await subscribe(a), await subscribe(b), await subscribe(a), await subscribe(b)];
  expect(statuses.slice(0, 3).every((status) => status < 400)).toBe(true);
  expect(statuses[3]).toBe(429);

  // Ten messages queued through both processes: each is delivered once, by one of them.
  const addresses = Array.from({ length: 10 }, (_, index) => `outbox-${index}-${Date.now()}@example.com`);
  const queued = await Promise.all(
    addresses.map((address, index) => {
      const server = index % 2 ? a : b;
      return fetch(`${server.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ email: address, consent: true }),
      }).then((response) => response.status);
    }),
  );
  expect(queued.every((status) => status < 400)).toBe(true);
  await expect
    .poll(async () => (await Promise.all(addresses.map(allEmailsTo))).map((found) => found.length), {
      timeout: 30_000,
    })
    .toEqual(addresses.map(() => 1));
  // Give a duplicate the time to appear, if there were one.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect((await Promise.all(addresses.map(allEmailsTo))).map((found) => found.length)).toEqual(
    addresses.map(() => 1),
  );
  const [outbox] = await sql<{ sent: number }>(
    databaseUrl,
    "select count(*)::int as sent from email_outbox where status = 'sent' and to_address = any($1)",
    [addresses],
  );
  expect(outbox!.sent).toBe(10);
});

test("jobs: the start-up run and each queued job run once, in one of the processes", async () => {
  const startUps = await sql<{ n: number }>(
    databaseUrl,
    "select count(*)::int as n from pgboss.job where name = 'reconcile-payments' and singleton_key = 'start-up'",
  );
  expect(startUps[0]!.n).toBeGreaterThanOrEqual(1);

  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: "pgboss",
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    const ids: string[] = [];
    for (let run = 0; run < 3; run++) {
      const id = (await boss.send("nightly-backup", {}))!;
      expect(id).toBeTruthy();
      ids.push(id);
      await expect
        .poll(async () => (await boss.getJobById("nightly-backup", id))?.state, { timeout: 30_000 })
        .toBe("completed");
      // Backup files are named to the second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    const files = (await Promise.all(dirs.map((dir) => readdir(path.join(dir, "backups")).catch(() => []))))
      .flat()
      .filter((name) => name.endsWith(".backup.gz"));
    expect(files).toHaveLength(3);
    for (const id of ids) {
      const runs = [a, b].map((server) => server.output().split(id).length - 1);
      expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
});

test("sessions: signed in on one process, recognised by the other", async () => {
  const email = `member-${Date.now()}@example.com`;
  const password = "a-member-password";
  const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: a.url },
    body: JSON.stringify({ email, password, name: "Two Processes", firstName: "Two", lastName: "Processes" }),
  });
  expect(signUp.status).toBe(200);
  let link = "";
  await expect
    .poll(async () => {
      const [mail] = await allEmailsTo(email);
      return mail ? (link = linkIn(mail, `${a.url}/api/auth/verify-email`)) : "";
    })
    .toBeTruthy();
  // The link was made by process A; process B verifies it (the same secret signs both).
  const verified = await fetch(link.replace(a.url, b.url), { redirect: "manual" });
  expect(verified.status).toBe(302);
  const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: a.url },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const session = await fetch(`${b.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
  expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);
});
