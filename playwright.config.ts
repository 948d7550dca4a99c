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
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: e2eBaseUrl,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "retain-on-failure",
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
      DATABASE_URL: "",
      SMTP_URL: "",
      CONTACT_EMAIL: "contact@academy.test",
      BOOK_A_CALL_URL: "https://calendly.example/academy/free-call",
      // A short sign-in window, so the rate-limit test can wait it out.
      SIGN_IN_RATE_LIMIT: "5",
      SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: "12",
      ADMIN_EMAILS: "listed-admin@academy.test",
      // Every newsletter signup of the suite comes from one client address; the rate-limit test
      // starts its own server with a low limit (tests/e2e/newsletter.spec.ts).
      NEWSLETTER_RATE_LIMIT_PER_IP: "1000",
      WAITLIST_RATE_LIMIT_PER_IP: "1000",
      PAYMENT_START_RATE_LIMIT_PER_IP: "1000",
      DISCOUNT_RATE_LIMIT_PER_IP: "1000",
    },
  },
});
