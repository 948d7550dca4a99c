import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/setup/longest-first-sequencer.ts";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "shared/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/bench-smoke/**/*.test.ts",
    ],
    globalSetup: ["tests/setup/global-database.ts"],
    // Fails a test that reaches a host other than this machine.
    setupFiles: ["tests/setup/no-outbound-network.ts"],
    pool: "forks",
    // The compiled message catalogues (scripts/i18n-compile.ts) are plain JavaScript, one module a
    // message: 3,700 files that Vitest's transform took 14 s a worker to import. Node loads them as
    // they are, in under a second (docs/decisions/018-test-suite-speed.md, amendment of 2026-11-28).
    server: { deps: { external: [/\/shared\/i18n\/compiled\//] } },
    sequence: { sequencer: LongestFirstSequencer },
    // One module cache per worker, not per file: every integration file imports most of the server
    // (Drizzle, Better Auth, React Email), and importing it again for each of 60 files was more than
    // half of the run. Files share no state but their own database (tests/helpers/test-database.ts);
    // bench/notes/018-test-suite-measurements.md has the measurements.
    isolate: false,
    // Vitest's default is one fork fewer than the cores (one on a 2-core machine); each file has its own
    // database (tests/helpers/test-database.ts) and spends much of its time waiting on PostgreSQL.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
