// Lighthouse mobile, our public pages against the no-code baseline, in one run (`npm run bench:lighthouse`).
//
// 1. The baseline (a client-rendered SPA of the same home page, ../shared/baselines/lovable-spa, or
//    BASELINE_DIR) is copied to the system's temporary directory, installed and built there
//    (`npm install && vite build`, as its README says), never in place: the copy is kept, keyed by
//    a hash of the baseline's files, and reused by the next run (REBUILD_BASELINE=1 builds anew).
//    Its own serve.mjs serves the build (gzip, immutable assets) on the first free port from 3300.
// 2. Our compiled production server (npm run build first, done here when build/ is missing) runs
//    on a free port with a fresh data directory (bench/support/bench-server.mjs).
// 3. Lighthouse (the project's devDependency, CLI, mobile, simulated throttling, all four
//    categories; 12.x: Lighthouse 13 needs Node 22.19 or later, the project runs on 20) runs on the baseline's / and on our /, /workshops and /productivity-workshop,
//    interleaved: run 1 of every page, then run 2 of every page... so that the machine's load
//    drifts over all pages alike. RUNS=5 by default. A fresh Chromium each run.
//
// It prints the medians (scores, FCP, LCP, TBT, CLS, JavaScript transferred, gzip as the servers
// send it), the ratios to the baseline, the targets (LCP <= 0.6x the baseline, TBT <= 30 ms,
// performance >= 98, accessibility / best practices / SEO = 100), and the audits that failed in
// accessibility, best practices and SEO on our pages. Every Lighthouse report and a summary go to
// bench/results/lighthouse-<date>/ (gitignored). Numbers are reported, never asserted.
// Options (environment): RUNS=5, PAGES (comma-separated paths; default: the three pages and their /fr twins), BASELINE_DIR, REBUILD_BASELINE=1, CHROME_PATH (default:
// bench/support/chrome.mjs). BENCH_SMALL=1: neither the baseline nor Lighthouse, only our server
// started and each of our pages answering 200 (what a run needs before its first Lighthouse run).
import { execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
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

const runs = numberSetting("RUNS", 5);
const baselineSource = path.resolve(root, process.env.BASELINE_DIR ?? "../shared/baselines/lovable-spa");
// The three public pages a family lands on, and their French twins.
const ourPages = (
  process.env.PAGES ?? "/,/workshops,/productivity-workshop,/fr,/fr/workshops,/fr/productivity-workshop"
).split(",");
const categories = ["performance", "accessibility", "best-practices", "seo"];
const targets = { lcpRatio: 0.6, tbt: 30, performance: 98, accessibility: 100, bestPractices: 100, seo: 100 };
const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"),
).version;

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The baseline's source files (not node_modules or a build), hashed: the cache key of its build. */
function hashTree(directory) {
  const hash = createHash("sha256");
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(directory, relative), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (["node_modules", "dist", "dist-ssr", ".git"].includes(entry.name)) continue;
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(name);
      else {
        hash.update(`${name}\0`);
        hash.update(readFileSync(path.join(directory, name)));
      }
    }
  };
  walk("");
  return hash.digest("hex").slice(0, 12);
}

/** Copies the baseline to the temporary directory and builds it there, once per version of its files. */
function buildBaseline() {
  if (!existsSync(path.join(baselineSource, "package.json")))
    throw new Error(`no baseline at ${baselineSource} (set BASELINE_DIR)`);
  const directory = path.join(os.tmpdir(), `academy-bench-baseline-${hashTree(baselineSource)}`);
  if (process.env.REBUILD_BASELINE) rmSync(directory, { recursive: true, force: true });
  if (existsSync(path.join(directory, "dist/index.html"))) {
    console.log(`baseline: ${baselineSource}, build reused from ${directory}`);
    return directory;
  }
  console.log(`baseline: ${baselineSource}, copied to ${directory}, npm install and vite build there...`);
  const building = `${directory}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  cpSync(baselineSource, building, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|dist-ssr|\.git)$/.test(source),
  });
  // The shared folder is read-only; the copy must not be.
  const makeWritable = (target) => {
    chmodSync(target, statSync(target).isDirectory() ? 0o755 : 0o644);
    if (statSync(target).isDirectory())
      for (const entry of readdirSync(target)) makeWritable(path.join(target, entry));
  };
  makeWritable(building);
  // A nested npm must not see `npm run`'s npm_* variables (they name this project's prefix).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const step = (command, args) => {
    const result = spawnSync(command, args, { cwd: building, env, encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`baseline: ${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  };
  step("npm", ["install", "--no-audit", "--no-fund"]);
  step(path.join(building, "node_modules/.bin/vite"), ["build"]);
  rmSync(directory, { recursive: true, force: true });
  renameSync(building, directory);
  return directory;
}

const portIsFree = (port) =>
  new Promise((resolve) => {
    const server = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

/** The baseline's own serve.mjs on the first free port from 3300. */
async function serveBaseline(directory) {
  let port = 3300;
  while (!(await portIsFree(port))) port++;
  const child = spawn(process.execPath, ["serve.mjs", path.join(directory, "dist"), String(port)], {
    cwd: directory,
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 100 || child.exitCode !== null) throw new Error("the baseline's server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** One Lighthouse run (CLI, a fresh Chromium): the report is written to `output`. */
async function lighthouse(url, output) {
  await promisify(execFile)(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      `--only-categories=${categories.join(",")}`,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      "--no-enable-error-reporting",
      `--chrome-flags=${chromeFlags.join(" ")}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, timeout: 240_000 },
  );
  return JSON.parse(readFileSync(output, "utf8"));
}

/** The scripts' bodies as the server sends them to a browser that accepts gzip, without headers. */
async function gzipBodyBytes(urls) {
  let total = 0;
  for (const url of urls)
    total += await new Promise((resolve, reject) => {
      http
        .get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
          let bytes = 0;
          response.on("data", (chunk) => (bytes += chunk.length));
          response.on("end", () => resolve(bytes));
        })
        .on("error", reject);
    });
  return total;
}

/** What one report says: scores, metrics, JavaScript transferred, and the audits that did not pass. */
function extract(report) {
  const score = (id) =>
    report.categories[id]?.score == null ? undefined : Math.round(report.categories[id].score * 100);
  const metric = (id) => report.audits[id]?.numericValue;
  const script = report.audits["resource-summary"]?.details?.items?.find(
    (item) => item.resourceType === "script",
  );
  const scripts = (report.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .map((item) => item.url);
  const failed = [];
  for (const category of ["accessibility", "best-practices", "seo"])
    for (const { id } of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["manual", "notApplicable", "informative"].includes(audit.scoreDisplayMode)) continue;
      const where = (audit.details?.items ?? [])
        .slice(0, 3)
        .map(
          (item) =>
            (item.href ? `"${item.text}" -> ${item.href}` : undefined) ??
            item.node?.selector ??
            item.node?.snippet ??
            item.description ??
            item.source?.url ??
            item.url ??
            JSON.stringify(item).slice(0, 120),
        );
      failed.push({ category, id, title: audit.title, score: audit.score, where });
    }
  // Performance diagnostics worth a look (the metrics themselves and Lighthouse's hidden duplicates aside).
  const performanceFlags = (report.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== "metrics" && ref.group !== "hidden")
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .filter((audit) => !["manual", "notApplicable", "informative"].includes(audit.scoreDisplayMode))
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      savings: audit.metricSavings,
      where: (audit.details?.items ?? [])
        .slice(0, 2)
        .map((item) => item.url)
        .filter(Boolean),
    }));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsTransferBytes: script?.transferSize,
    jsRequests: script?.requestCount,
    scripts,
    benchmarkIndex: report.environment?.benchmarkIndex,
    runtimeError: report.runtimeError?.code,
    failed,
    performanceFlags,
  };
}

ensureBuild();
if (small) {
  const server = await startBenchServer("lighthouse");
  try {
    await answersOk(server.base, ourPages);
    console.log(`small size: ${ourPages.join(", ")} answered 200; no baseline, no Lighthouse run`);
  } finally {
    await server.stop();
  }
  process.exit(0);
}
const chromePath = findChrome();
const baselineDirectory = buildBaseline();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const resultsDirectory = path.join(root, "bench/results", `lighthouse-${stamp}`);
mkdirSync(resultsDirectory, { recursive: true });

const baseline = await serveBaseline(baselineDirectory);
let server;
const pages = [];
try {
  server = await startBenchServer("lighthouse");
  pages.push({ name: "baseline /", url: `${baseline.base}/`, baseline: true, runs: [] });
  for (const pathname of ourPages) pages.push({ name: pathname, url: `${server.base}${pathname}`, runs: [] });
  // One request to each page first (our server's route modules loaded and warm), and a check that each answers.
  await answersOk(
    "",
    pages.map((page) => page.url),
  );

  const chromium = execFileSync(chromePath, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
  console.log(
    `Lighthouse ${lighthouseVersion} (mobile, simulated throttling), ${chromium}; ${runs} runs of each page, interleaved`,
  );
  console.log(`${machineLine()} at the start`);
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const slug = page.baseline
        ? "baseline-home"
        : page.name === "/"
          ? "home"
          : page.name.slice(1).replaceAll("/", "-");
      const output = path.join(resultsDirectory, `run${run}-${slug}.report.json`);
      // A run that fails (Chromium crashed, a time-out, a report with a runtime error) is tried once more.
      for (let attempt = 1; attempt <= 2; attempt++) {
        const started = performance.now();
        try {
          const result = extract(await lighthouse(page.url, output));
          if (result.runtimeError) throw new Error(`Lighthouse runtime error ${result.runtimeError}`);
          page.runs.push({ run, attempt, loadAverage: os.loadavg()[0], ...result });
          console.log(
            `  run ${run} ${page.name.padEnd(24)} perf ${result.performance} a11y ${result.accessibility} ` +
              `bp ${result.bestPractices} seo ${result.seo}  LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms ` +
              `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
          break;
        } catch (error) {
          const message = String(error.stderr || error.message || error)
            .trim()
            .split("\n")
            .slice(-3)
            .join(" | ");
          console.log(`  run ${run} ${page.name.padEnd(24)} FAILED (attempt ${attempt}): ${message}`);
          if (attempt === 2) page.runs.push({ run, error: message.slice(0, 1000) });
        }
      }
    }
  }
  // The JavaScript each page loaded (the last report's list), its bodies as sent, gzip.
  for (const page of pages) {
    page.scripts = page.runs.findLast((run) => !run.error)?.scripts ?? [];
    page.jsGzipBytes = page.scripts.length ? await gzipBodyBytes(page.scripts) : undefined;
  }
} finally {
  await server?.stop();
  await baseline.stop();
}

// Medians, ratios, targets.
const fields = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "jsTransferBytes",
];
for (const page of pages) {
  const good = page.runs.filter((run) => !run.error);
  page.median = Object.fromEntries(fields.map((field) => [field, median(good.map((run) => run[field]))]));
  page.median.benchmarkIndex = median(good.map((run) => run.benchmarkIndex));
  page.median.jsGzipBytes = page.jsGzipBytes;
  page.completedRuns = good.length;
}
const base = pages.find((page) => page.baseline).median;
const ratio = (ours, theirs) => (ours != null && theirs ? ours / theirs : undefined);
for (const page of pages)
  page.ratios = {
    fcp: ratio(page.median.fcp, base.fcp),
    lcp: ratio(page.median.lcp, base.lcp),
    tbt: ratio(page.median.tbt, base.tbt),
    jsGzip: ratio(page.median.jsGzipBytes, base.jsGzipBytes),
  };

const show = (value, digits = 0) => (value == null ? "-" : value.toFixed(digits));
const row = (cells, widths) => cells.map((cell, i) => String(cell).padStart(widths[i])).join(" ");
const widths = [24, 5, 5, 5, 5, 7, 7, 6, 6, 9, 9];
console.log(`\nmedians of ${runs} runs (Lighthouse ${lighthouseVersion} mobile)`);
console.log(
  row(
    ["page", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KB gz", "wire KB"],
    widths,
  ),
);
for (const page of pages) {
  const m = page.median;
  console.log(
    row(
      [
        page.name,
        show(m.performance),
        show(m.accessibility),
        show(m.bestPractices),
        show(m.seo),
        show(m.fcp),
        show(m.lcp),
        show(m.tbt),
        show(m.cls, 3),
        show(m.jsGzipBytes && m.jsGzipBytes / 1024, 1),
        show(m.jsTransferBytes && m.jsTransferBytes / 1024, 1),
      ],
      widths,
    ) + (page.completedRuns < runs ? `  (${page.completedRuns} of ${runs} runs completed)` : ""),
  );
}

const loads = pages.flatMap((page) => page.runs.map((run) => run.loadAverage).filter(Boolean));
console.log(
  `load average (1 min) after each run: ${show(Math.min(...loads), 1)} to ${show(Math.max(...loads), 1)}, ` +
    `median ${show(median(loads), 1)}, on ${os.cpus().length} CPUs (above the CPU count, TBT and the scores suffer)`,
);
console.log(
  `Lighthouse's benchmarkIndex (this machine's speed as it saw it; higher is faster), median per page: ` +
    pages.map((page) => `${page.name} ${show(page.median.benchmarkIndex)}`).join(", "),
);

const mark = (ok) => (ok === undefined ? "?" : ok ? "ok" : "MISSED");
console.log(
  `\nagainst the baseline (ours / baseline) and the targets: LCP <= ${targets.lcpRatio}x baseline, ` +
    `TBT <= ${targets.tbt} ms, performance >= ${targets.performance}, a11y / best practices / SEO = 100`,
);
const ratioWidths = [24, 9, 9, 9, 9, 12, 10, 10, 18];
console.log(
  row(
    ["page", "FCP x", "LCP x", "TBT x", "JS gz x", "LCP<=0.6x", "TBT<=30", "perf>=98", "a11y/bp/seo=100"],
    ratioWidths,
  ),
);
for (const page of pages.filter((p) => !p.baseline)) {
  const m = page.median;
  const r = page.ratios;
  const perfect = [m.accessibility, m.bestPractices, m.seo];
  page.targets = {
    lcpRatio: r.lcp === undefined ? undefined : r.lcp <= targets.lcpRatio,
    tbt: m.tbt === undefined ? undefined : m.tbt <= targets.tbt,
    performance: m.performance === undefined ? undefined : m.performance >= targets.performance,
    accessibilityBestPracticesSeo: perfect.includes(undefined) ? undefined : perfect.every((s) => s === 100),
  };
  console.log(
    row(
      [
        page.name,
        show(r.fcp, 2),
        show(r.lcp, 2),
        show(r.tbt, 2),
        show(r.jsGzip, 2),
        mark(page.targets.lcpRatio),
        mark(page.targets.tbt),
        mark(page.targets.performance),
        mark(page.targets.accessibilityBestPracticesSeo),
      ],
      ratioWidths,
    ),
  );
}

console.log("\naudits that failed on our pages (accessibility, best practices, SEO), in how many runs:");
for (const page of pages.filter((p) => !p.baseline)) {
  const seen = new Map();
  for (const run of page.runs.filter((r) => !r.error))
    for (const audit of run.failed) {
      const entry = seen.get(audit.id) ?? { ...audit, runs: 0 };
      entry.runs++;
      seen.set(audit.id, entry);
    }
  page.failedAudits = [...seen.values()].sort((a, b) => b.runs - a.runs || a.id.localeCompare(b.id));
  console.log(`  ${page.name}:${page.failedAudits.length === 0 ? " none" : ""}`);
  for (const audit of page.failedAudits) {
    console.log(`    [${audit.category}] ${audit.id}: ${audit.title} (${audit.runs}/${page.completedRuns})`);
    for (const where of audit.where) console.log(`        ${where.replace(/\s+/g, " ").slice(0, 140)}`);
  }
}

console.log("\nperformance diagnostics on our pages (score < 0.9), in how many runs, last run's figures:");
for (const page of pages.filter((p) => !p.baseline)) {
  const seen = new Map();
  for (const run of page.runs.filter((r) => !r.error))
    for (const flag of run.performanceFlags)
      seen.set(flag.id, { ...flag, runs: (seen.get(flag.id)?.runs ?? 0) + 1 });
  page.performanceFlags = [...seen.values()].sort((a, b) => b.runs - a.runs || a.id.localeCompare(b.id));
  console.log(`  ${page.name}:${page.performanceFlags.length === 0 ? " none" : ""}`);
  for (const flag of page.performanceFlags) {
    const savings = Object.entries(flag.savings ?? {})
      .filter(([, ms]) => ms > 0)
      .map(([metric, ms]) => `${metric} -${Math.round(ms)} ms`)
      .join(", ");
    console.log(
      `    ${flag.id}: ${flag.title}${flag.displayValue ? ` (${flag.displayValue})` : ""}` +
        `${savings ? `; estimated ${savings}` : ""} (${flag.runs}/${page.completedRuns})`,
    );
    for (const where of flag.where) console.log(`        ${where}`);
  }
}

const summaryFile = path.join(resultsDirectory, "summary.json");
writeFileSync(
  summaryFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      chromeFlags,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      runs,
      baselineSource,
      targets,
      pages,
    },
    null,
    2,
  )}\n`,
);
console.log(
  "\nJS KB gz: the scripts the page loaded, bodies as the server sends them gzip (no headers); " +
    "wire KB: Lighthouse's transfer size of those scripts, headers included.",
);
console.log(`reports and summary: ${path.relative(root, resultsDirectory)}/`);
