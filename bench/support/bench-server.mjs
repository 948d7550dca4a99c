// What the benchmarks share: the built server started on a free port and a fresh data directory
// (embedded database, test payment provider, file mail), direct SQL on its database, and a
// closed-loop load generator that reports latency percentiles.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const root = path.resolve(import.meta.dirname, "../..");

/** `--name value` from the command line, as a number. */
export const numberArgument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/**
 * Starts build/runtime/main.js (run `npm run build` first) and waits for /healthz.
 * Returns its base URL, its pid, `query(sql)` on its embedded database and `stop()`.
 */
export async function startBenchServer(name, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `academy-bench-${name}-`));
  const serverLog = path.join(os.tmpdir(), `academy-bench-${name}.log`);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["build/runtime/main.js"], {
    cwd: root,
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
  });

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
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
  async function query(sql, values) {
    const pidFile = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
    const client = new pg.Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${Number(pidFile.split("\n")[3])}/academy`,
    });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  return { base, pid: child.pid, dataDir, serverLog, query, stop };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `concurrency` workers send `total` requests between them, each starting its next when the last
 * answered, after one warm-up round (JIT, connection pool). `request()` resolves to true when the
 * answer was the expected one.
 */
export async function runLoad({ total, concurrency, request }) {
  const timed = async () => {
    const t0 = performance.now();
    const ok = await request();
    return { ms: performance.now() - t0, ok };
  };
  await Promise.all(Array.from({ length: concurrency }, timed));

  const latencies = [];
  let failures = 0;
  let next = 0;
  const wallStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const result = await timed();
        latencies.push(result.ms);
        if (!result.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - wallStart) / 1000;
  latencies.sort((a, b) => a - b);
  return { latencies, failures, seconds, throughput: total / seconds };
}

/** One line of percentiles, in milliseconds. */
export const latencyLine = (latencies, target) =>
  `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, ` +
  `p99 ${percentile(latencies, 99).toFixed(1)}${target ? ` (target < ${target})` : ""}, max ${latencies.at(-1).toFixed(1)}`;
