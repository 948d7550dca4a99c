// Booking payment-intent creation (POST /api/create-payment-intent: form validation, TEEN20 checked,
// seat and discount-use hold under row locks, test provider intent) at 50 concurrent requests:
// throughput and latency percentiles. Runs the built server (npm run build first) on a fresh data
// directory with the test provider; each request comes from its own client address (TRUST_PROXY),
// so the per-client rate limit is not what is measured.
// Usage: npm run bench:booking [-- --requests 2000 --concurrency 50]
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const total = argument("requests", 2000);
const concurrency = argument("concurrency", 50);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-bench-booking-"));
const serverLog = path.join(os.tmpdir(), "academy-bench-booking.log");

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The embedded database the server started (its port is in postmaster.pid). */
async function query(sql) {
  const port = Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3]);
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/academy`,
  });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

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
    SMTP_URL: "",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
  },
  stdio: ["ignore", openSync(serverLog, "w"), openSync(serverLog, "a")],
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const started = Date.now();
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 120_000) throw new Error(`server did not start; its log: ${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Enough seats that every request places a hold (the sold-out answer is the cheap path).
  await query("update workshops set max_seats = 1000000 where id = 'goals'");

  let sequence = 0;
  const body = () =>
    JSON.stringify({
      workshopId: "goals",
      amount: 1,
      formData: {
        teenFirstName: "Bench",
        teenLastName: "Teen",
        teenAge: "13",
        parentFirstName: "Bench",
        parentLastName: "Parent",
        parentEmail: `bench-${sequence}@example.com`,
        discountCode: "TEEN20",
      },
      workshop: { id: "goals" },
    });
  const once1 = async () => {
    const t0 = performance.now();
    const client = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence++ & 255}`;
    const response = await fetch(`${base}/api/create-payment-intent`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
      body: body(),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - t0, ok: response.status === 200 };
  };

  // Warm-up (JIT, connection pool).
  await Promise.all(Array.from({ length: concurrency }, once1));

  const latencies = [];
  let failures = 0;
  let next = 0;
  const wallStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const result = await once1();
        latencies.push(result.ms);
        if (!result.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - wallStart) / 1000;
  latencies.sort((a, b) => a - b);
  const holds = await query("select count(*)::int as n from checkout_sessions where status = 'open'");
  console.log(
    [
      `booking payment-intent creation, ${total} requests, ${concurrency} concurrent (${os.cpus().length} CPUs)`,
      `throughput: ${(total / seconds).toFixed(0)} intents/s`,
      `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} (target < 100), max ${latencies.at(-1).toFixed(1)}`,
      `failures: ${failures}; open holds in the database: ${holds[0].n}`,
    ].join("\n"),
  );
} finally {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
