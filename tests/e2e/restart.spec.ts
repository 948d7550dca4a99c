import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { APP_DATABASE, runningPort, runningServerUrl } from "#server/db/embedded.server.ts";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.setTimeout(120_000);

async function query<T extends pg.QueryResultRow>(postgresDir: string, sql: string, values: unknown[] = []) {
  const url = await runningServerUrl(postgresDir, APP_DATABASE);
  if (!url) throw new Error("no running database");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

test("a restart on the same DATA_DIR keeps every row and stops PostgreSQL cleanly", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-restart-"));
  const postgresDir = path.join(dataDir, "postgres");
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain(`is running at`);
    expect(first.output()).toContain("npm run admin:create");
    await query(postgresDir, "insert into waiting_list (workshop_id, parent_email) values ($1, $2)", [
      "goals",
      "kept@example.com",
    ]);
    await query(postgresDir, "update workshops set title = 'Renamed by admin' where id = 'habits'");
    expect(await first.stop()).toBe(0);
    // Ctrl-C stopped the database too: no server owns the directory any more.
    expect(await runningPort(postgresDir)).toBeUndefined();
    await expect(stat(path.join(postgresDir, "postmaster.pid"))).rejects.toThrow();

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).toContain("Workshops already initialized");
    const waiting = await query<{ parent_email: string }>(
      postgresDir,
      "select parent_email from waiting_list",
    );
    expect(waiting.map((row) => row.parent_email)).toEqual(["kept@example.com"]);
    const [habits] = await query<{ title: string }>(
      postgresDir,
      "select title from workshops where id = 'habits'",
    );
    expect(habits?.title).toBe("Renamed by admin");
    const [count] = await query<{ n: number }>(postgresDir, "select count(*)::int as n from workshops");
    expect(count?.n).toBe(6);
    expect(await second.stop()).toBe(0);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("two copies run side by side with different DATA_DIRs", async () => {
  const dirs = await Promise.all([1, 2].map(() => mkdtemp(path.join(os.tmpdir(), "academy-pair-"))));
  try {
    const servers = await Promise.all(dirs.map((dataDir) => startServer({ DATA_DIR: dataDir })));
    const ports = await Promise.all(dirs.map((dir) => runningPort(path.join(dir, "postgres"))));
    expect(ports[0]).not.toBe(ports[1]);
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await Promise.all(servers.map((server) => server.stop()));
  } finally {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
});

const pidOf = async (postgresDir: string) =>
  Number((await readFile(path.join(postgresDir, "postmaster.pid"), "utf8")).split("\n")[0]);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

async function killHard(child: ChildProcess) {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("timed out");
}

async function keptRows(postgresDir: string) {
  const rows = await query<{ parent_email: string }>(postgresDir, "select parent_email from waiting_list");
  return rows.map((row) => row.parent_email).sort();
}

test.describe("a crash never keeps the site down", () => {
  let dataDir: string;
  let postgresDir: string;
  test.beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-crash-"));
    postgresDir = path.join(dataDir, "postgres");
  });
  test.afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const commitRow = (email: string) =>
    query(postgresDir, "insert into waiting_list (workshop_id, parent_email) values ($1, $2)", [
      "goals",
      email,
    ]);

  test("kill -9 of the server: the next start stops the orphaned PostgreSQL and starts cleanly", async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    await commitRow("before-crash@example.com");
    const postgresPid = await pidOf(postgresDir);
    await killHard(first.process);
    // The database outlived its app: the situation that used to stop every later start.
    expect(isAlive(postgresPid)).toBe(true);

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).toContain(
      "Stopping the PostgreSQL left running by a previous start that crashed",
    );
    expect(isAlive(postgresPid)).toBe(false);
    expect(await keptRows(postgresDir)).toEqual(["before-crash@example.com"]);
    expect((await fetch(`${second.url}/workshops`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
  });

  test("kill -9 of PostgreSQL: the server stays up, starts it again, and restarts cleanly later", async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    await commitRow("committed@example.com");
    const postgresPid = await pidOf(postgresDir);
    process.kill(postgresPid, "SIGKILL");
    await waitUntil(() => !isAlive(postgresPid));
    // Meanwhile: a plain 503, never an exit.
    const during = await fetch(`${server.url}/workshops`);
    expect([200, 503]).toContain(during.status);
    expect(await during.text()).not.toMatch(/\bat .+:\d+:\d+/);
    await waitUntil(async () => (await fetch(`${server.url}/healthz`)).status === 200);
    expect(server.process.exitCode).toBeNull();
    expect((await fetch(`${server.url}/workshops`)).status).toBe(200);
    expect(await keptRows(postgresDir)).toEqual(["committed@example.com"]);
    expect(await server.stop()).toBe(0);

    const again = await startServer({ DATA_DIR: dataDir });
    expect(await keptRows(postgresDir)).toEqual(["committed@example.com"]);
    expect(await again.stop()).toBe(0);
  });

  test("kill -9 of both, and a stale postmaster.pid whose number another program now has: a clean start", async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    await commitRow("survivor@example.com");
    const postgresPid = await pidOf(postgresDir);
    await killHard(first.process);
    process.kill(postgresPid, "SIGKILL");
    await waitUntil(() => !isAlive(postgresPid));
    // The lock file stays behind; give its number to a live process that is not PostgreSQL.
    const stranger = spawn("sleep", ["120"], { stdio: "ignore" });
    try {
      const pidFile = path.join(postgresDir, "postmaster.pid");
      const lines = (await readFile(pidFile, "utf8")).split("\n");
      lines[0] = String(stranger.pid);
      await writeFile(pidFile, lines.join("\n"));

      const second = await startServer({ DATA_DIR: dataDir });
      expect(await keptRows(postgresDir)).toEqual(["survivor@example.com"]);
      expect((await fetch(`${second.url}/workshops`)).status).toBe(200);
      expect(await second.stop()).toBe(0);
      expect(stranger.exitCode).toBeNull();
    } finally {
      stranger.kill();
    }
  });
});
