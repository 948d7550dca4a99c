// What the benchmarks share: their size (full, or small with BENCH_SMALL=1), the built server started
// on a free port and a fresh data directory (embedded database, test payment provider, file mail),
// direct SQL on its database, and a closed-loop load (autocannon) that reports throughput and exact
// latency percentiles.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

export const root = path.resolve(import.meta.dirname, "../..");

/**
 * BENCH_SMALL=1: every benchmark at a small size (a few hundred rows, a few seconds, no Lighthouse),
 * which `npm test` runs to check that each one still works (tests/bench-smoke/); its figures mean
 * nothing.
 */
export const small = process.env.BENCH_SMALL === "1";

/** `--name value` from the command line, as a number; else `fallback`, or `smallFallback` when small. */
export const numberArgument = (name, fallback, smallFallback = fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : small ? smallFallback : fallback;
};

/** The environment variable `name`, as a number; else `fallback`, or `smallFallback` when small. */
export const numberSetting = (name, fallback, smallFallback = fallback) =>
  process.env[name] ? Number(process.env[name]) : small ? smallFallback : fallback;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** Runs `npm run build` when there is no built server yet (a stale build is the caller's choice). */
export function ensureBuild() {
  if (existsSync(path.join(root, "build/runtime/main.js"))) return;
  console.log("No build/ yet: npm run build...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/**
 * Writes `data` to bench/results/NAME-<date and time>.json (gitignored) and returns the path; a small
 * run's figures are not kept.
 */
export function writeResults(name, data) {
  if (small) return "not kept (small size)";
  const directory = path.join(root, "bench/results");
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(root, file);
}

/**
 * A fresh data directory in the system's temporary directory. With BENCH_DATA_TEMPLATE=DIR (a data
 * directory a server started on and stopped cleanly: bench/support/data-template.mjs), a copy of it:
 * the database is already initialised, migrated and seeded, which saves the ten-odd seconds of
 * `initdb` each small run would otherwise spend before its few seconds of work.
 */
export function freshDataDir(name) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `academy-bench-${name}-`));
  const template = process.env.BENCH_DATA_TEMPLATE;
  if (template) copyDataDir(template, dataDir);
  return dataDir;
}

/** `cp -a`: under root the database's files belong to the 'postgres' user, and must keep doing so. */
const copyDataDir = (from, to) => execFileSync("cp", ["-a", `${from}/.`, to]);

/**
 * Starts build/runtime/main.js (run `npm run build` first) and waits for /healthz.
 * Returns its base URL, its pid, `query(sql)` on its embedded database and `stop()`.
 * `projectRoot` (default BENCH_ROOT, else this copy): another copy of the project with its own build/ (an older build to compare with).
 */
export async function startBenchServer(
  name,
  env = {},
  { projectRoot = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : root } = {},
) {
  const dataDir = freshDataDir(name);
  const serverLog = path.join(os.tmpdir(), `academy-bench-${name}.log`);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "build/runtime/main.js"],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        DATABASE_URL: "",
        STRIPE_SECRET_KEY: "",
        PAYMENTS: "test",
        // The load comes from one address with few e-mails: no cap on live seat holds here.
        HOLDS_PER_IP: "100000",
        HOLDS_PER_EMAIL: "100000",
        SMTP_URL: "",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", openSync(serverLog, "w"), openSync(serverLog, "a")],
    },
  );

  /** Stops the server (and its database) and removes its data directory, or copies it to `keepAs` first. */
  const stop = async ({ keepAs } = {}) => {
    if (child.exitCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
    if (keepAs) {
      mkdirSync(keepAs, { recursive: true });
      copyDataDir(dataDir, keepAs);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 120_000 || child.exitCode !== null) {
      await stop();
      throw new Error(`the server did not start; its log: ${serverLog}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** The embedded database the server started (its port is in postmaster.pid). */
  function databaseUrl() {
    const pidFile = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
    // The embedded server's generated password (server/db/embedded.server.ts).
    const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(pidFile.split("\n")[3])}/academy`;
  }

  async function query(sql, values) {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  return { base, pid: child.pid, dataDir, serverLog, databaseUrl, query, stop };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Load from autocannon (https://github.com/mcollina/autocannon): `connections` keep-alive
 * connections send `amount` requests between them, or send for `duration` seconds, each connection
 * sending its next request when the last one answered, after a warm-up round of one request per
 * connection (JIT, connection pool) that is not counted. `setupRequest(request)` may return a
 * changed request for every send (body, headers). The time of every answer is kept, so the
 * percentiles are exact (autocannon's own histogram has no p95); an answer whose status is not
 * `expectStatus`, a connection error or a time-out counts as a failure. `bytes`: all answers' bytes,
 * headers included.
 */
export async function runLoad({
  url,
  connections,
  amount,
  duration,
  method = "GET",
  headers = {},
  body,
  setupRequest,
  expectStatus = 200,
  warmUp = connections,
  afterWarmUp = () => {},
}) {
  const request = { method, headers, body, ...(setupRequest ? { setupRequest } : {}) };
  const fire = async (options) => {
    const latencies = [];
    let failures = 0;
    let bytes = 0;
    // autocannon ends a run on its next sample tick (every second by default): a run of a few requests
    // lasted a whole second, and the idle tail counted in the throughput below.
    const instance = autocannon({
      url,
      connections,
      requests: [request],
      timeout: 30,
      sampleInt: 20,
      ...options,
    });
    instance.on("response", (_client, statusCode, responseBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += responseBytes;
      if (statusCode !== expectStatus) failures++;
    });
    instance.on("reqError", () => failures++);
    const started = performance.now();
    const result = await instance;
    return { latencies, failures, bytes, seconds: (performance.now() - started) / 1000, result };
  };
  if (warmUp > 0) await fire({ amount: Math.max(warmUp, connections) });
  afterWarmUp();
  const { latencies, failures, bytes, seconds, result } = await fire(amount ? { amount } : { duration });
  // Not one expected answer: the benchmark, not the server's speed, is what is broken.
  if (latencies.length === 0 || failures >= latencies.length)
    throw new Error(`${method} ${url}: no answer of ${latencies.length} was ${expectStatus}`);
  latencies.sort((a, b) => a - b);
  return { latencies, failures, bytes, seconds, throughput: latencies.length / seconds, result };
}

const clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/**
 * CPU time (user + system, seconds) used so far by process `pid` and every process under it
 * (our server's embedded PostgreSQL and its backends; `children: false` for the process alone), from /proc. On a shared machine the CPU a
 * request costs moves far less than its latency: the difference of two readings divided by the
 * requests answered in between is the figure to compare across runs.
 */
export function cpuSeconds(pid, { children = true } = {}) {
  const stats = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      // After the command: state, ppid (index 1) ... utime (11), stime (12).
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we read
    }
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length) {
    const current = pending.pop();
    ticks += stats.get(current)?.ticks ?? 0;
    if (children) for (const [child, stat] of stats) if (stat.ppid === current) pending.push(child);
  }
  return ticks / clockTicks;
}

/** The machine, for the record: this one is shared, and its load moves every figure. */
export const machineLine = () =>
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" / ")} (1 / 5 / 15 min)`;

/** One line of percentiles, in milliseconds. */
export const latencyLine = (latencies, target) =>
  `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, ` +
  `p99 ${percentile(latencies, 99).toFixed(1)}${target ? ` (target < ${target})` : ""}, max ${latencies.at(-1).toFixed(1)}`;
