import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The system Chromium for the end-to-end tests: CHROME_PATH, else Chromium's headless shell (Debian's
 * `chromium-headless-shell`, what Playwright itself runs headless: about half the CPU of the full
 * browser per test, docs/decisions/018-test-suite-speed.md), else the full `chromium`; a clear error
 * when there is none.
 */
export function chromiumPath(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROME_PATH points to ${configured}, which does not exist.`);
    return configured;
  }
  for (const name of ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one (Debian: `apt-get install -y chromium-headless-shell`) or set CHROME_PATH.",
  );
}

/** Flags for a headless Chromium on a closed network, possibly as root. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
