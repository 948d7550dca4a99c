// Home page throughput (`npm run bench:home`): GET / at 20 connections for 10 s with autocannon
// against our production server (built server, fresh data directory, embedded PostgreSQL), and in
// the same run against a static file server answering with the same bytes (/ fetched once from our
// server, with its headers: bench/support/static-file-server.mjs). The two alternate, ROUNDS times
// (default 3), and the medians of the rounds are reported with their ratio. Numbers are reported,
// never asserted. Targets: >= 400 requests/s, p99 < 100 ms, >= 0.4x the static server.
// Options (environment): ROUNDS=3, DURATION=10 (seconds per measurement), CONNECTIONS=20,
// ENCODING=gzip (send Accept-Encoding: gzip to both, as a browser does: our server compresses each
// answer, the static server sends a copy compressed once; default: no Accept-Encoding, both send
// the plain HTML). BENCH_SMALL=1: 1 round of 1 s at 5 connections.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  cpuSeconds,
  ensureBuild,
  freePort,
  machineLine,
  numberSetting,
  percentile,
  root,
  runLoad,
  startBenchServer,
  writeResults,
} from "./support/bench-server.mjs";

const rounds = numberSetting("ROUNDS", 3, 1);
const duration = numberSetting("DURATION", 10, 1);
const connections = numberSetting("CONNECTIONS", 20, 5);
const encoding = process.env.ENCODING ?? "";
const target = { requestsPerSecond: 400, p99: 100, ratio: 0.4 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Starts the static file server on the saved page and waits until it listens. */
async function startStaticServer(file, headersFile) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, "bench/support/static-file-server.mjs"), file, headersFile, String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await once(child.stdout, "data");
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

ensureBuild();
const workDir = mkdtempSync(path.join(os.tmpdir(), "academy-bench-home-"));
const server = await startBenchServer("home");
let staticServer;
try {
  // The page as our server sends it, without compression; the per-request values in it (the CSP
  // nonce) are frozen in this copy, which is what a cache in front of the site would hold.
  const snapshot = await fetch(`${server.base}/`, { headers: { "Accept-Encoding": "identity" } });
  if (snapshot.status !== 200) throw new Error(`GET / answered ${snapshot.status}`);
  const html = Buffer.from(await snapshot.arrayBuffer());
  const skip = new Set(["connection", "keep-alive", "date", "transfer-encoding", "content-length", "vary"]);
  const headers = Object.fromEntries([...snapshot.headers].filter(([name]) => !skip.has(name)));
  const file = path.join(workDir, "index.html");
  const headersFile = path.join(workDir, "headers.json");
  writeFileSync(file, html);
  writeFileSync(headersFile, JSON.stringify(headers));
  staticServer = await startStaticServer(file, headersFile);

  const targets = {
    ours: { url: `${server.base}/`, pid: server.pid },
    static: { url: `${staticServer.base}/`, pid: staticServer.pid },
  };
  const requestHeaders = encoding ? { "Accept-Encoding": encoding } : {};
  console.log(
    `GET / (${(html.length / 1024).toFixed(1)} KB of HTML${encoding ? `, Accept-Encoding: ${encoding}` : ", uncompressed"}), ` +
      `${connections} connections, ${duration} s each, ${rounds} alternating rounds (autocannon)`,
  );
  console.log(`${machineLine()} at the start`);

  const runs = { ours: [], static: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, { url, pid }] of Object.entries(targets)) {
      let cpuBefore;
      let nodeCpuBefore;
      const { latencies, failures, bytes, throughput, seconds } = await runLoad({
        url,
        connections,
        duration,
        headers: requestHeaders,
        afterWarmUp: () => {
          cpuBefore = cpuSeconds(pid);
          nodeCpuBefore = cpuSeconds(pid, { children: false });
        },
      });
      const nodeCpuMsPerRequest =
        ((cpuSeconds(pid, { children: false }) - nodeCpuBefore) * 1000) / Math.max(1, latencies.length);
      const cpuMsPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, latencies.length);
      const run = {
        round,
        requests: latencies.length,
        seconds,
        requestsPerSecond: throughput,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1),
        failures,
        cpuMsPerRequest,
        nodeCpuMsPerRequest,
        bytesPerAnswer: Math.round(bytes / Math.max(1, latencies.length)),
        loadAverage: os.loadavg()[0],
      };
      runs[name].push(run);
      console.log(
        `  round ${round} ${name.padEnd(6)} ${run.requestsPerSecond.toFixed(0).padStart(6)} req/s, ` +
          `p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ${run.cpuMsPerRequest.toFixed(2)} ms CPU/request ` +
          `(node alone ${run.nodeCpuMsPerRequest.toFixed(2)}), ` +
          `${run.failures} failures, ` +
          `${run.bytesPerAnswer} bytes/answer with headers`,
      );
    }
  }

  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        requestsPerSecond: median(list.map((run) => run.requestsPerSecond)),
        p50: median(list.map((run) => run.p50)),
        p99: median(list.map((run) => run.p99)),
        cpuMsPerRequest: median(list.map((run) => run.cpuMsPerRequest)),
        nodeCpuMsPerRequest: median(list.map((run) => run.nodeCpuMsPerRequest)),
        failures: list.reduce((sum, run) => sum + run.failures, 0),
      },
    ]),
  );
  const ratio = summary.ours.requestsPerSecond / summary.static.requestsPerSecond;
  const mark = (ok) => (ok ? "ok" : "MISSED");
  console.log(`\nmedians of ${rounds} rounds     req/s      p50 ms    p99 ms   CPU ms/request`);
  for (const [name, s] of Object.entries(summary))
    console.log(
      `${(name === "ours" ? "our server" : "static file").padEnd(22)} ${s.requestsPerSecond.toFixed(0).padStart(8)} ` +
        `${s.p50.toFixed(1).padStart(10)} ${s.p99.toFixed(1).padStart(9)} ${s.cpuMsPerRequest.toFixed(2).padStart(16)}`,
    );
  console.log(
    [
      `\nour server / static: ${ratio.toFixed(2)}x the requests/s, ${(summary.ours.p99 / summary.static.p99).toFixed(1)}x the p99, ` +
        `${(summary.ours.cpuMsPerRequest / summary.static.cpuMsPerRequest).toFixed(1)}x the CPU per request`,
      `CPU per request (the server's process tree, PostgreSQL included, from /proc) moves least with the machine's load; ` +
        `${os.cpus().length} CPUs at ${summary.ours.cpuMsPerRequest.toFixed(2)} ms would answer at most ` +
        `${((os.cpus().length * 1000) / summary.ours.cpuMsPerRequest).toFixed(0)} requests/s (client's own CPU not counted)`,
      `targets: >= ${target.requestsPerSecond} req/s: ${mark(summary.ours.requestsPerSecond >= target.requestsPerSecond)}; ` +
        `p99 < ${target.p99} ms: ${mark(summary.ours.p99 < target.p99)}; ` +
        `>= ${target.ratio}x static: ${mark(ratio >= target.ratio)}`,
    ].join("\n"),
  );
  const saved = writeResults("home-throughput", {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    options: { rounds, duration, connections, encoding: encoding || "identity", htmlBytes: html.length },
    target,
    runs,
    summary,
    ratio,
  });
  console.log(`results: ${saved}`);
} finally {
  await staticServer?.stop();
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
