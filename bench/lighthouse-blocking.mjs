// Total blocking time of two builds side by side, with the main thread's long tasks
// (`BEFORE_ROOT=<dir> npm run bench:blocking`).
//
// Lighthouse (mobile, simulated throttling) on each page of the build in this project (build/) and of
// an older build (BEFORE_ROOT: another copy of the project with its own build/ and node_modules),
// interleaved: run 1 of page 1 on both builds (which goes first alternates from run to run), then
// page 2..., then run 2. Each run keeps its trace, and for each run this prints:
// - Lighthouse's TBT as reported;
// - the main thread's tasks of 5 ms or more: wall time and the thread's own CPU time (the trace's
//   `tdur`); on a shared machine a task's wall time includes the time the thread waited for a core,
//   which Lighthouse's simulation multiplies by 4 like real work;
// - "CPU blocking": Lighthouse's rule applied to those CPU times (each task from the document's first
//   parse on counts 4x its CPU time, 2x for a task that lays out, minus 50 ms), without Lighthouse's
//   FCP-to-interactive window: how much blocking work the page itself gives the simulation.
// Then the medians per page and build and the ratios after / before. Numbers are reported, never asserted.
// Options (environment): BEFORE_ROOT (required), RUNS=5, PAGES="/,/workshops", CHROME_PATH.
// BENCH_SMALL=1: no Lighthouse, only the builds' servers started and each page answering 200
// (BEFORE_ROOT is optional then: without it, only this project's build).
// Reports, traces and a summary go to bench/results/blocking-<date>/ (gitignored).
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  ensureBuild,
  machineLine,
  numberSetting,
  root,
  small,
  startBenchServer,
} from "./support/bench-server.mjs";
import { answersOk } from "./support/pages.mjs";
import { chromeFlags, chromePath as findChrome } from "./support/chrome.mjs";

const beforeRoot = path.resolve(process.env.BEFORE_ROOT ?? (small ? root : ""));
if (!process.env.BEFORE_ROOT && !small)
  throw new Error("BEFORE_ROOT=<a copy of the project with its own build/> is required");
const runs = small ? 0 : numberSetting("RUNS", 5);
const pagePaths = (process.env.PAGES ?? "/,/workshops").split(",");
const chromePath = small ? undefined : findChrome();
const lighthouseBin = path.join(root, "node_modules/.bin/lighthouse");
const run = promisify(execFile);

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The page's main thread: the renderer thread that spent the longest parsing, styling and laying out. */
function mainThreadEvents(events) {
  const work = new Map();
  for (const event of events)
    if (["ParseHTML", "UpdateLayoutTree", "Layout"].includes(event.name) && event.dur) {
      const key = `${event.pid}:${event.tid}`;
      work.set(key, (work.get(key) ?? 0) + event.dur);
    }
  const main = [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events.filter((event) => `${event.pid}:${event.tid}` === main);
}

const isTask = (event) => event.name === "RunTask" && event.ph === "X" && event.dur > 0;
const NAMED_WORK = [
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "EvaluateScript",
  "ParseAuthorStyleSheet",
];

/** The main thread's tasks of 5 ms or more (wall), with their CPU time and their main kinds of work. */
function longTasks(events) {
  const mine = mainThreadEvents(events).sort((a, b) => a.ts - b.ts);
  const start = mine.find((event) => event.name === "navigationStart")?.ts ?? mine[0]?.ts ?? 0;
  return mine
    .filter((event) => isTask(event) && event.dur >= 5000)
    .map((task) => {
      const work = {};
      for (const event of mine)
        if (
          event.ph === "X" &&
          NAMED_WORK.includes(event.name) &&
          event.ts >= task.ts &&
          event.ts + event.dur <= task.ts + task.dur
        )
          work[event.name] = (work[event.name] ?? 0) + event.dur / 1000;
      return {
        at: (task.ts - start) / 1000,
        wall: task.dur / 1000,
        cpu: task.tdur == null ? undefined : task.tdur / 1000,
        work,
      };
    });
}

/** Lighthouse's blocking rule on the tasks' CPU time, from the first parse on (see the top). */
function cpuBlocking(tasks) {
  const first = tasks.findIndex((task) => task.work.ParseHTML);
  return tasks
    .slice(Math.max(first, 0))
    .reduce((sum, task) => sum + Math.max(0, (task.cpu ?? task.wall) * (task.work.Layout ? 2 : 4) - 50), 0);
}

async function lighthouseRun(url, directory) {
  const flags = [
    "--only-categories=performance",
    "--output=json",
    `--output-path=${path.join(directory, "report.json")}`,
    "--quiet",
    "--no-enable-error-reporting",
    `--chrome-flags=${chromeFlags.join(" ")}`,
  ];
  const env = { ...process.env, CHROME_PATH: chromePath };
  await run(lighthouseBin, [url, ...flags, `-GA=${directory}`], { cwd: root, env, timeout: 240_000 });
  const report = JSON.parse(readFileSync(path.join(directory, "report.json"), "utf8"));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}`);
  const trace = JSON.parse(readFileSync(path.join(directory, "defaultPass.trace.json"), "utf8"));
  const tasks = longTasks(trace.traceEvents ?? trace);
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    tbt: audit("total-blocking-time"),
    cpuBlocking: cpuBlocking(tasks),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: report.environment?.benchmarkIndex,
    loadAverage: os.loadavg()[0],
    tasks,
  };
}

const taskLine = (task) =>
  `${task.wall.toFixed(1)}/${task.cpu?.toFixed(1) ?? "?"} ms @${task.at.toFixed(0)}` +
  (Object.keys(task.work).length
    ? ` (${Object.entries(task.work)
        .filter(([, ms]) => ms >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", ")})`
    : "");

ensureBuild();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const resultsDirectory = path.join(root, "bench/results", `blocking-${stamp}`);
if (!small) mkdirSync(resultsDirectory, { recursive: true });
const builds = [
  { name: "before", projectRoot: beforeRoot },
  { name: "after", projectRoot: root },
].filter((build) => build.name === "after" || process.env.BEFORE_ROOT);
const results = [];
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));
process.once("exit", () => {
  // Interrupted: the servers are not left running (after a normal end they have already stopped).
  for (const build of builds)
    try {
      if (build.server) process.kill(build.server.pid);
    } catch {
      // already stopped
    }
});
try {
  for (const build of builds) {
    build.server = await startBenchServer(`blocking-${build.name}`, {}, { projectRoot: build.projectRoot });
    // Each page once first: route modules loaded, the page cache filled.
    await answersOk(build.server.base, pagePaths);
  }
  console.log(`before: ${beforeRoot}\nafter:  ${root}\n${runs} runs per page and build, interleaved`);
  console.log(`${machineLine()} at the start`);
  console.log("tasks: wall / CPU ms @ start (ms after navigation start), main work inside");
  for (let index = 1; index <= runs; index++)
    for (const pagePath of pagePaths)
      for (const build of index % 2 ? builds : [...builds].reverse()) {
        const slug = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\W+/g, "-");
        const directory = path.join(resultsDirectory, `run${index}-${slug}-${build.name}`);
        mkdirSync(directory, { recursive: true });
        try {
          // A run that fails (Chromium crashed, a trace without its navigation start) is tried once more.
          const url = `${build.server.base}${pagePath}`;
          const result = await lighthouseRun(url, directory).catch(() => lighthouseRun(url, directory));
          results.push({ run: index, page: pagePath, build: build.name, ...result });
          console.log(
            `run ${index} ${pagePath.padEnd(11)} ${build.name.padEnd(6)} TBT ${result.tbt.toFixed(0).padStart(4)} ms, ` +
              `CPU blocking ${result.cpuBlocking.toFixed(0).padStart(4)} ms, FCP ${result.fcp.toFixed(0)}, LCP ${result.lcp.toFixed(0)}, ` +
              `benchmarkIndex ${result.benchmarkIndex}, load ${result.loadAverage.toFixed(1)}`,
          );
          for (const task of result.tasks.filter((t) => t.wall >= 10 || (t.cpu ?? 0) >= 5))
            console.log(`      ${taskLine(task)}`);
        } catch (error) {
          console.log(
            `run ${index} ${pagePath} ${build.name} FAILED: ${String(error.message).split("\n")[0]}`,
          );
        }
      }
} finally {
  for (const build of builds) await build.server?.stop();
}
if (small) {
  console.log(
    `small size: ${pagePaths.join(", ")} answered 200 on ${builds.length} build(s); no Lighthouse run`,
  );
  process.exit(0);
}

console.log(`\nmedians (${runs} runs), after / before`);
const summary = [];
for (const pagePath of pagePaths) {
  const row = { page: pagePath };
  for (const build of builds) {
    const mine = results.filter((result) => result.page === pagePath && result.build === build.name);
    // The longest task of each run from the first parse on (the navigation's own start excluded).
    const longest = (field) =>
      median(
        mine.map((result) =>
          Math.max(
            0,
            ...result.tasks
              .filter((task) => task.work.ParseHTML || task.work.Layout)
              .map((task) => task[field] ?? 0),
          ),
        ),
      );
    row[build.name] = {
      runs: mine.length,
      tbt: median(mine.map((result) => result.tbt)),
      cpuBlocking: median(mine.map((result) => result.cpuBlocking)),
      fcp: median(mine.map((result) => result.fcp)),
      lcp: median(mine.map((result) => result.lcp)),
      longestTaskWall: longest("wall"),
      longestTaskCpu: longest("cpu"),
      benchmarkIndex: median(mine.map((result) => result.benchmarkIndex)),
    };
  }
  summary.push(row);
  const show = (value) => (value == null ? "-" : value.toFixed(0));
  const ratio = (field) => (row.before[field] ? (row.after[field] / row.before[field]).toFixed(2) : "-");
  for (const build of builds) {
    const m = row[build.name];
    console.log(
      `${pagePath.padEnd(11)} ${build.name.padEnd(6)} TBT ${show(m.tbt).padStart(4)}  CPU blocking ${show(m.cpuBlocking).padStart(4)}  ` +
        `longest parse/layout task ${show(m.longestTaskWall)} ms wall, ${show(m.longestTaskCpu)} ms CPU  ` +
        `FCP ${show(m.fcp)}  LCP ${show(m.lcp)}  benchmarkIndex ${show(m.benchmarkIndex)}  (${m.runs} runs)`,
    );
  }
  console.log(
    `${pagePath.padEnd(11)} after/before: TBT ${ratio("tbt")}x, CPU blocking ${ratio("cpuBlocking")}x, ` +
      `longest task CPU ${ratio("longestTaskCpu")}x, LCP ${ratio("lcp")}x`,
  );
}
writeFileSync(
  path.join(resultsDirectory, "summary.json"),
  `${JSON.stringify({ date: new Date().toISOString(), beforeRoot, runs, pages: pagePaths, summary, results }, null, 2)}\n`,
);
console.log(
  `${machineLine()} at the end\nreports, traces and summary: ${path.relative(root, resultsDirectory)}/`,
);
