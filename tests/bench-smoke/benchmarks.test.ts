import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

/*
 * Every benchmark still runs: each `npm run bench:*` at its small size (BENCH_SMALL=1, a few hundred
 * rows, a few seconds, no Lighthouse) must end with exit 0. Its figures are printed, never checked:
 * what fails here is a script that broke (a renamed table, a page that now needs a second factor).
 * Needs the built server (`npm run build`), as `npm test` runs it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const scripts = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;
const benches = Object.entries(scripts).filter(([name]) => name.startsWith("bench:"));

// One initialised, migrated and seeded data directory, copied by every bench instead of each
// running initdb (bench/support/data-template.mjs).
let template: string;
beforeAll(async () => {
  if (!existsSync(path.join(root, "build/runtime/main.js")))
    throw new Error("the benchmarks run the built server: npm run build first");
  template = path.join(mkdtempSync(path.join(os.tmpdir(), "academy-bench-smoke-")), "data");
  await run(process.execPath, ["bench/support/data-template.mjs", template], { cwd: root, timeout: 120_000 });
}, 150_000);
afterAll(() => rmSync(path.dirname(template), { recursive: true, force: true }));

describe("every benchmark in bench/", () => {
  test("has its npm script", () => {
    const run = new Set(benches.map(([, command]) => /bench\/[\w-]+\.mjs/.exec(command)?.[0]));
    const helpers = new Set(["bench/back-office-data.mjs"]);
    const files = readdirSync(path.join(root, "bench"))
      .filter((name) => name.endsWith(".mjs"))
      .map((name) => `bench/${name}`)
      .filter((file) => !helpers.has(file));
    expect(files.filter((file) => !run.has(file))).toEqual([]);
  });

  test.each(benches)(
    "npm run %s runs at its small size",
    async (_name, command) => {
      const [program, ...args] = command.split(" ");
      expect(program).toBe("node");
      const env = { ...process.env, BENCH_SMALL: "1", BENCH_DATA_TEMPLATE: template, DATABASE_URL: "" };
      const { stdout } = await run(process.execPath, args, {
        cwd: root,
        env,
        // Generous: on two shared cores under the whole suite, bench:back-office once took over 150 s.
        timeout: 280_000,
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(`${command} failed: ${error.message}\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
      });
      expect(stdout.trim()).not.toBe("");
    },
    300_000,
  );
});
