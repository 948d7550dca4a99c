// The benches' Chromium: where it is and its flags on this kind of machine.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

// Headless, no sandbox as root, no GPU. Without the background-networking ones, Chromium tries to
// reach Google's services, which this network refuses, and the refusals land in the measurements.
export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * CHROME_PATH, else the full Chromium (what the Lighthouse figures were taken with), else the
 * headless shell the end-to-end tests use (tests/e2e/support/chromium.ts); a clear error without one.
 */
export function chromePath() {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROME_PATH points to ${configured}, which does not exist.`);
    return configured;
  }
  for (const name of ["chromium", "chromium-browser", "google-chrome", "chromium-headless-shell"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error("No Chromium found for the benchmarks: install one or set CHROME_PATH.");
}
