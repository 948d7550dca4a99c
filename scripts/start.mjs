// `npm start`: build the site when its sources changed since the last build, then run the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const buildStamp = path.join(root, "build/runtime/main.js");
const sources = [
  "app",
  "public",
  "server",
  "shared",
  "package-lock.json",
  "vite.config.ts",
  "vite.server.config.ts",
  "react-router.config.ts",
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    info.mtimeMs,
  );
}

const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log("Building the site...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Run the compiled server in this same process, so that Ctrl-C reaches it directly and it shuts down cleanly.
process.env.NODE_ENV ??= "production";
// `npm install && npm start` runs the site on a fresh machine: without a Stripe key that is a test
// site, said by a banner on every page and in the log. `npm run serve` and deployments must ask for
// it with PAYMENTS=test (docs/decisions/011-test-payments-in-production.md).
if (!process.env.STRIPE_SECRET_KEY && !process.env.PAYMENTS) {
  process.env.PAYMENTS = "test";
  console.log("No STRIPE_SECRET_KEY: starting with test payments (no real payment is taken).");
}
await import(pathToFileURL(buildStamp).href);
