// The back-office with 100,000 bookings: p95 of search/filter page responses, and the server's
// peak resident memory while it streams the full bookings CSV export. The administrator signs in
// with the password and the second factor, as a person does (bench/support/administrator.mjs).
// Usage: npm run build && npm run bench:back-office [-- --bookings 100000 --runs 30];
// BENCH_SMALL=1: 500 bookings, 2 runs of each page after 1 warm-up.
import { readFileSync } from "node:fs";
import { seedBackOfficeLoad } from "./back-office-data.mjs";
import { signedInAdministrator } from "./support/administrator.mjs";
import {
  cpuSeconds,
  machineLine,
  numberArgument,
  percentile,
  runLoad,
  small,
  startBenchServer,
} from "./support/bench-server.mjs";

const bookings = numberArgument("bookings", 100_000, 500);
const runs = numberArgument("runs", 30, 2);
const warmUps = small ? 1 : 3;
const server = await startBenchServer("back-office");
const { base } = server;
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;

try {
  const cookie = await signedInAdministrator(server);
  console.log(`back-office, ${bookings} bookings (${small ? "small" : "full"} size); ${machineLine()}`);
  const seeding = performance.now();
  await seedBackOfficeLoad(server.databaseUrl(), { bookings });
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
    "/admin/waiting-list",
    "/admin/waiting-list?status=none",
    "/admin/waiting-list?q=waiting9",
  ];
  const all = [];
  const cpuPerPage = [];
  console.log(
    `\npage responses (full HTML, ${runs} runs each after ${warmUps} warm-ups, one connection; server CPU per page), ms:`,
  );
  for (const url of pages) {
    // One request at a time on one keep-alive connection (autocannon), as an administrator clicks.
    let cpuBefore;
    const { latencies, failures } = await runLoad({
      url: `${base}${url}`,
      connections: 1,
      amount: runs,
      warmUp: warmUps,
      afterWarmUp: () => (cpuBefore = cpuSeconds(server.pid)),
      // What a browser asks for (fetch did too before autocannon): the HTML comes compressed.
      headers: { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br" },
    });
    if (failures > 0) throw new Error(`${url}: ${failures} answers were not 200`);
    // The server's CPU (node and PostgreSQL) per page: what the machine's load moves least.
    const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / latencies.length;
    cpuPerPage.push(cpuMs);
    all.push(...latencies);
    console.log(
      `  p50 ${percentile(latencies, 50).toFixed(1).padStart(6)}  p95 ${percentile(latencies, 95).toFixed(1).padStart(6)}  CPU ${cpuMs.toFixed(1).padStart(5)}  ${url}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `  all: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (target < 150); ` +
      `server CPU per page ${Math.min(...cpuPerPage).toFixed(1)} to ${Math.max(...cpuPerPage).toFixed(1)} ms; ${machineLine()}`,
  );

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
  if (response.status !== 200 || lines < bookings)
    throw new Error(`the export answered ${response.status} with ${lines} lines for ${bookings} bookings`);
} finally {
  await server.stop();
}
