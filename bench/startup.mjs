// Time from `npm start` to the first 200 on / with an existing data directory,
// and the server process's resident memory after start (PostgreSQL's processes not counted).
// Usage: npm run bench:startup [-- --runs 5]; BENCH_SMALL=1: one run.
import { spawn, execFileSync } from "node:child_process";
import { once } from "node:events";
import { openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, freshDataDir, machineLine, numberArgument, root } from "./support/bench-server.mjs";

const runs = numberArgument("runs", 5, 1);
const dataDir = freshDataDir("startup");
const serverLog = path.join(os.tmpdir(), "academy-bench-startup.log");
const logFd = openSync(serverLog, "w");

/** The node process that serves HTTP: the deepest `node` in npm's process tree. */
function serverPid(rootPid) {
  let listing = "";
  try {
    listing = execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(rootPid)], { encoding: "utf8" });
  } catch {
    return undefined; // no children
  }
  const children = listing
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/));
  for (const [pid, command] of children) {
    if (command === "node") return serverPid(Number(pid)) ?? Number(pid);
    const deeper = serverPid(Number(pid));
    if (deeper) return deeper;
  }
  return undefined;
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

async function startOnce() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", logFd, logFd],
    detached: true,
  });
  for (;;) {
    const ok = await fetch(`http://localhost:${port}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 120_000) {
      process.kill(-child.pid, "SIGINT");
      throw new Error(`server did not answer 200 within 120 s; its log: ${serverLog}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const pid = serverPid(child.pid);
  const memory = pid ? rssMb(pid) : NaN;
  const exited = once(child, "exit");
  process.kill(-child.pid, "SIGINT");
  await exited;
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { seconds, memory };
}

try {
  console.log(machineLine());
  // A copied data directory (BENCH_DATA_TEMPLATE) is already initialised.
  if (!process.env.BENCH_DATA_TEMPLATE) {
    console.log("Preparing: first start (initialises the data directory, builds if needed)...");
    await startOnce();
  }
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await startOnce();
    results.push(result);
    console.log(
      `run ${run}: first 200 on / after ${result.seconds.toFixed(2)} s, server RSS ${result.memory.toFixed(1)} MB`,
    );
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\nmedian of ${runs}: start to first 200 = ${median(results.map((r) => r.seconds)).toFixed(2)} s (target < 5 s); ` +
      `server RSS after start = ${median(results.map((r) => r.memory)).toFixed(1)} MB (target < 150 MB)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
