import { rmSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "#tests/e2e/support/chromium.ts";
import { e2eBaseUrl, e2eDataDir, e2ePort } from "#tests/e2e/support/environment.ts";

// The main process starts from an empty data directory; workers only read it.
if (!process.env.TEST_WORKER_INDEX) rmSync(e2eDataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties outputDir at start, which would delete Vitest's report.
  outputDir: "test-results/playwright",
  // Specs own their rows (tests/e2e/support/fixtures.ts), so tests of one file run side by side too.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // One retry, which records the trace of what failed: scripts/test.mjs names every test that passed
  // only on its retry ("flaky") without failing the run; one that fails twice fails it. Tracing every
  // test (screenshots and DOM snapshots at each step) cost about a sixth of the suite's CPU
  // (docs/decisions/018-test-suite-speed.md).
  retries: 1,
  // Two workers share two cores with the server and its database: a test may wait on the other's work.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: e2eBaseUrl,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "on-first-retry",
  },
  webServer: {
    command: "node build/runtime/main.js",
    url: `${e2eBaseUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(e2ePort),
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: e2eBaseUrl,
      LOG_LEVEL: "warn",
      STRIPE_SECRET_KEY: "",
      // A production server without a Stripe key refuses to start unless test payments are asked for.
      PAYMENTS: "test",
      DATABASE_URL: "",
      SMTP_URL: "",
      CONTACT_EMAIL: "contact@academy.test",
      BOOK_A_CALL_URL: "https://calendly.example/academy/free-call",
      // A window long enough for a slow machine; the rate-limit test ends it by moving its start
      // (tests/e2e/auth.spec.ts) rather than waiting.
      SIGN_IN_RATE_LIMIT: "5",
      SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: "300",
      ADMIN_EMAILS: "listed-admin@academy.test",
      // Every request of the suite, from every worker, comes from one client address; the rate-limit test
      // starts its own server with a low limit (tests/e2e/newsletter.spec.ts).
      NEWSLETTER_RATE_LIMIT_PER_IP: "1000",
      WAITLIST_RATE_LIMIT_PER_IP: "1000",
      PAYMENT_START_RATE_LIMIT_PER_IP: "1000",
      // Every spec pays from this one address; the hold cap has its own test (tests/integration/hold-limits.test.ts).
      HOLDS_PER_IP: "1000",
      DISCOUNT_RATE_LIMIT_PER_IP: "1000",
      AUTH_RATE_LIMIT_PER_IP: "1000",
    },
  },
});
