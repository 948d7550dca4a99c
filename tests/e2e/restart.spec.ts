import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { connectionUrl, APP_DATABASE, runningPort } from "#server/db/embedded.server.ts";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.setTimeout(120_000);

async function query<T extends pg.QueryResultRow>(postgresDir: string, sql: string, values: unknown[] = []) {
  const port = await runningPort(postgresDir);
  if (!port) throw new Error("no running database");
  const client = new pg.Client({ connectionString: connectionUrl(port, APP_DATABASE) });
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
