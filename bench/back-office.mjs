// The back-office with 100,000 bookings: p95 of search/filter page responses, and the server's
// peak resident memory while it streams the full bookings CSV export.
// Usage: npm run build && npm run bench:back-office [-- --bookings 100000 --runs 30]
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { connectionUrl, freePort, APP_DATABASE } from "#server/db/embedded.server.ts";
import { seedBackOfficeLoad } from "./back-office-data.mjs";
import { percentile, runLoad } from "./support/bench-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const bookings = arg("bookings", 100_000);
const runs = arg("runs", 30);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-bench-back-office-"));
const port = await freePort();
const base = `http://localhost:${port}`;
const admin = { email: "bench-admin@academy.test", password: "bench-admin-password" };

const server = spawn(process.execPath, ["build/runtime/main.js"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    DATABASE_URL: "",
    PAYMENTS: "test",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;

async function stop() {
  if (server.exitCode === null) {
    server.kill("SIGINT");
    await once(server, "exit");
  }
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 600) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", "--email", admin.email, "--password", admin.password],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" } },
  );
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  const pgPort = Number(
    readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3],
  );
  const pgPassword = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  const seeding = performance.now();
  await seedBackOfficeLoad(connectionUrl(pgPort, APP_DATABASE, pgPassword), { bookings });
  console.log(`seeded ${bookings} bookings in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const lastPage = Math.ceil(bookings / 25);
  const pages = [
    "/admin/bookings",
    "/admin/bookings?status=confirmed",
    "/admin/bookings?status=cancelled&page=50",
    "/admin/bookings?q=martin",
    "/admin/bookings?q=parent4242%40example.com",
    "/admin/bookings?q=l%C3%A9a&status=pending",
    "/admin/bookings?q=nobody-matches-this",
    `/admin/bookings?page=${lastPage}`,
    "/admin/newsletter?status=pending",
    "/admin/newsletter?q=reader77",
    "/admin/waiting-list?q=waiting9",
  ];
  const all = [];
  console.log(`\npage responses (full HTML, ${runs} runs each after 3 warm-ups, one connection), ms:`);
  for (const url of pages) {
    // One request at a time on one keep-alive connection (autocannon), as an administrator clicks.
    const { latencies, failures } = await runLoad({
      url: `${base}${url}`,
      connections: 1,
      amount: runs,
      warmUp: 3,
      // What a browser asks for (fetch did too before autocannon): the HTML comes compressed.
      headers: { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br" },
    });
    if (failures > 0) throw new Error(`${url}: ${failures} answers were not 200`);
    all.push(...latencies);
    console.log(
      `  p50 ${percentile(latencies, 50).toFixed(1).padStart(6)}  p95 ${percentile(latencies, 95).toFixed(1).padStart(6)}  ${url}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(`  all: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);

  // The export: sample the server's RSS while the whole file streams.
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 5);
  const started = performance.now();
  const response = await fetch(`${base}/admin/bookings/export`, { headers: { Cookie: cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nCSV export: ${response.headers.get("content-disposition")}, ${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `server RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the export (+${(peak - before).toFixed(0)} MB)`,
  );
} finally {
  await stop();
}
