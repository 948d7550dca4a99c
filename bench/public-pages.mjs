// Measures the public pages a parent lands on (`npm run bench:public`):
//   1. JavaScript sent to the browser for /, /workshops and their French twins, gzipped (target: at
//      most 90 KB each), before the first interaction and what the first interaction loads;
//   2. the Lighthouse mobile performance score of each, with the system Chromium (target: 95+).
// It starts the compiled production server (npm run build first) on a fresh DATA_DIR and a free
// port, and prints a table. Numbers are reported, never asserted. Options: RUNS=3 (Lighthouse runs per page,
// the median is reported), CHROME_PATH (default: bench/support/chrome.mjs), SKIP_LIGHTHOUSE=1;
// BENCH_SMALL=1: the JavaScript weights only, without Lighthouse.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { numberSetting, root, small, startBenchServer, writeResults } from "./support/bench-server.mjs";
import { chromeFlags, chromePath as findChrome } from "./support/chrome.mjs";

const pages = ["/", "/workshops", "/fr", "/fr/workshops"];
const runs = numberSetting("RUNS", 3);
const skipLighthouse = Boolean(process.env.SKIP_LIGHTHOUSE) || small;
const chromePath = findChrome();

/** The script files loaded so far, gzipped at level 9, and their sums. */
function weighed(scripts) {
  const files = [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  return {
    files,
    raw: files.reduce((sum, [, size]) => sum + size.raw, 0),
    gzip: files.reduce((sum, [, size]) => sum + size.gzip, 0),
  };
}

/**
 * Every script file the page loads on a phone-sized screen (entry, route chunks, preloads), gzipped at
 * level 9: before any interaction (the page loaded and left alone: / and /workshops hydrate on the
 * first interaction, docs/decisions/015-public-page-cache-and-first-load.md), then once a pointer
 * move has hydrated it. Inline scripts are part of the HTML.
 */
async function javascriptWeight(url) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith("--headless")),
  });
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const scripts = new Map();
  const reading = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reading.push(
      response
        .body()
        .then((body) =>
          scripts.set(new URL(response.url()).pathname, {
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
        )
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(reading);
  const beforeInteraction = weighed(scripts);
  const hydrated = page.evaluate(
    () =>
      new Promise((resolve) => window.addEventListener("app:hydrated", () => resolve(true), { once: true })),
  );
  await page.mouse.move(20, 300);
  await page.mouse.move(30, 320);
  await hydrated;
  await page.waitForLoadState("networkidle");
  await Promise.all(reading);
  await browser.close();
  return { beforeInteraction, afterInteraction: weighed(scripts) };
}

function lighthouseScore(url) {
  const scores = [];
  for (let run = 0; run < runs; run++) {
    const result = spawnSync(
      path.join(root, "node_modules/.bin/lighthouse"),
      [
        url,
        "--only-categories=performance",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        `--chrome-flags=${chromeFlags.join(" ")}`,
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chromePath },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed:\n${result.stderr}`);
    const report = JSON.parse(result.stdout);
    const audit = (id) => report.audits[id]?.numericValue;
    scores.push({
      score: Math.round(report.categories.performance.score * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    });
  }
  scores.sort((a, b) => a.score - b.score);
  return { median: scores[Math.floor(scores.length / 2)], all: scores.map((s) => s.score) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// The compiled production server, as `npm start` runs it (npm run build first).
const server = await startBenchServer("public-pages");
const results = [];
try {
  for (const pathname of pages) {
    const url = `${server.base}${pathname}`;
    const { beforeInteraction: js, afterInteraction: hydrated } = await javascriptWeight(url);
    console.log(`\n${pathname}: ${js.files.length} scripts, ${kb(js.raw)} raw, ${kb(js.gzip)} gzipped`);
    for (const [file, size] of js.files) console.log(`  ${kb(size.gzip).padStart(9)}  ${file}`);
    console.log(
      `  once hydrated (first interaction): ${hydrated.files.length} scripts, ${kb(hydrated.raw)} raw, ${kb(hydrated.gzip)} gzipped (${hydrated.gzip} bytes)`,
    );
    for (const [file, size] of hydrated.files) console.log(`  ${kb(size.gzip).padStart(9)}  ${file}`);
    const lighthouse = skipLighthouse ? undefined : lighthouseScore(url);
    if (lighthouse) {
      const m = lighthouse.median;
      console.log(
        `  Lighthouse mobile performance: ${m.score} (runs: ${lighthouse.all.join(", ")}); FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`,
      );
    }
    results.push({
      page: pathname,
      jsGzipBytes: js.gzip,
      jsRawBytes: js.raw,
      scripts: js.files.length,
      hydratedJsGzipBytes: hydrated.gzip,
      hydratedScripts: hydrated.files.length,
      lighthouse,
    });
  }
} finally {
  await server.stop();
}

console.log(
  "\npage           JS gzipped (target <= 90 KB)   once hydrated (bytes)   Lighthouse mobile (target >= 95)",
);
for (const r of results)
  console.log(
    `${r.page.padEnd(14)} ${kb(r.jsGzipBytes).padEnd(30)} ${String(r.hydratedJsGzipBytes).padEnd(23)} ${r.lighthouse?.median.score ?? "skipped"}`,
  );
console.log(`results: ${writeResults("public-pages", results)}`);
