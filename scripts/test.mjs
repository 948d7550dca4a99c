// `npm test`: static checks alongside the build, then Vitest and Playwright side by side; ends with
// "N passed, N failed". Each step's output is printed whole when it ends, with its time.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
rmSync(path.join(results, "vitest.json"), { force: true });
rmSync(path.join(results, "playwright.json"), { force: true });
mkdirSync(results, { recursive: true });

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step, its output kept and printed in one block when it ends; resolves to its success. */
function run(name, [command, ...args]) {
  const begin = Date.now();
  console.log(`▶ ${name} (at ${seconds(begin - started)})`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      const ok = code === 0;
      console.log(
        `\n━━ ${name}: ${ok ? "ok" : `failed (exit ${code})`} in ${seconds(Date.now() - begin)} ━━`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const failedSteps = [];
const step = (name, command) =>
  run(name, command).then((ok) => {
    if (!ok) failedSteps.push(name);
    return ok;
  });

// The long pole is the build and then Playwright, so they get the CPU first. Playwright waits on pages
// more than it computes, and every step it waits for is slowed by whatever else holds a core: Vitest
// runs at nice 10 and the static checks (which need no build, and which the build does not need) at
// nice 19, so they take what Playwright leaves idle (docs/decisions/018-test-suite-speed.md). The
// suites start as soon as the build is there (both read build/), while the checks may still be running.
const niced = (level, command) =>
  process.platform === "win32" ? command : ["nice", "-n", String(level), ...command];
// The compiled catalogues are generated (scripts/i18n-compile.ts): compiled once here, before the
// type-check and the build, which both need them and would otherwise compile them side by side.
if (!(await step("message catalogues", ["npx", "tsx", "scripts/i18n-compile.ts"]))) process.exit(1);
const checks = [
  step("lint", niced(19, ["npx", "eslint", ".", "--max-warnings=0"])),
  step("format", niced(19, ["npx", "prettier", "--check", "."])),
  step("typecheck", niced(19, ["npm", "run", "typecheck"])),
];
const built = await step("build", ["npm", "run", "build"]);
const suites = built
  ? [
      step("unit and integration", niced(10, ["npx", "vitest", "run"])),
      step("end to end", ["npx", "playwright", "test"]),
    ]
  : [];
await Promise.all([...checks, ...suites]);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(results, file), "utf8"));
  } catch {
    return undefined;
  }
}

const vitest = readJson("vitest.json");
const playwright = readJson("playwright.json");
// A suite's own report decides too: a library's exit hook once made Vitest exit 0 after failures.
const reportFailed = {
  "unit and integration": !vitest || vitest.success === false || vitest.numFailedTests > 0,
  "end to end": !playwright || playwright.stats.unexpected > 0,
};

/** The titles of the end-to-end tests that failed once and passed on their retry. */
function flakyTitles(suite, parents = []) {
  const titles = [...parents, suite.title].filter(Boolean);
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.some((test) => test.status === "flaky") ? [[...titles, spec.title].join(" › ")] : [],
    ),
    ...(suite.suites ?? []).flatMap((child) => flakyTitles(child, titles)),
  ];
}
const flaky = (playwright?.suites ?? []).flatMap((suite) => flakyTitles(suite));
if (!failedSteps.includes("build"))
  for (const [name, failed] of Object.entries(reportFailed))
    if (failed && !failedSteps.includes(name)) failedSteps.push(name);
const passed =
  (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  failedSteps.filter((name) => !["unit and integration", "end to end"].includes(name)).length;
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);

writeFileSync(
  path.join(results, "summary.json"),
  JSON.stringify(
    { passed, failed, skipped, flaky, failedSteps, seconds: (Date.now() - started) / 1000 },
    null,
    2,
  ),
);
// A test that failed and then passed on its retry does not fail the run, but is named here every
// time, with its trace in test-results/playwright (docs/decisions/018-test-suite-speed.md).
if (flaky.length) {
  console.log(`\n${flaky.length} flaky (failed once, passed on retry; trace in test-results/playwright):`);
  for (const title of flaky) console.log(`  - ${title}`);
}
console.log(`\nAll steps in ${seconds(Date.now() - started)}.`);
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(", ")}`);
console.log(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}${flaky.length ? `, ${flaky.length} of them flaky` : ""}`,
);
process.exit(failedSteps.length ? 1 : 0);
