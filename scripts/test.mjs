// `npm test`: static checks, then the build, then Vitest and Playwright; ends with "N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
rmSync(path.join(results, "vitest.json"), { force: true });
rmSync(path.join(results, "playwright.json"), { force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ["lint", ["npx", "eslint", ".", "--max-warnings=0"]],
  ["format", ["npx", "prettier", "--check", "."]],
  ["typecheck", ["npm", "run", "typecheck"]],
  ["build", ["npm", "run", "build"]],
  ["unit and integration", ["npx", "vitest", "run"]],
  ["end to end", ["npx", "playwright", "test"]],
];

const failedSteps = [];
for (const [name, [command, ...args]] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  if (run.status !== 0) {
    failedSteps.push(name);
    // Without a build the suites cannot run; otherwise keep going so every failure is reported at once.
    if (name === "build") break;
  }
}

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
  "end to end": !playwright || playwright.stats.unexpected > 0 || playwright.stats.flaky > 0,
};
if (!failedSteps.includes("build"))
  for (const [name, failed] of Object.entries(reportFailed))
    if (failed && !failedSteps.includes(name)) failedSteps.push(name);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0) +
  failedSteps.filter((name) => !["unit and integration", "end to end"].includes(name)).length;
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);

writeFileSync(
  path.join(results, "summary.json"),
  JSON.stringify({ passed, failed, skipped, failedSteps }, null, 2),
);
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedSteps.length ? 1 : 0);
