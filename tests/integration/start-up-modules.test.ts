import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/*
 * What the built server loads when it starts (build/, written by `npm run build` before the suites
 * run): the libraries needed only on a first use (an e-mail, a PDF, a ZIP, a calendar file, a
 * second-factor set-up) are imported when that use comes, and the libraries of many small modules
 * are bundled (only the parts in use), so that the resident memory after start stays under its
 * budget (docs/decisions/022-benchmarks-and-memory.md). This reads the start-up graph: the two entry
 * files and every chunk they import statically; `import("x")` is a first-use load and is not followed.
 */
const root = path.resolve(import.meta.dirname, "../..");
const entries = ["build/runtime/main.js", "build/server/index.js"];

const notAtStartUp = [
  "nodemailer",
  "qrcode",
  "fflate",
  "pdfkit",
  "ics",
  "@touch4it/ical-timezones",
  "@react-email/render",
  "@react-email/components",
  "prettier",
  "html-to-text",
  "radix-ui",
  "date-fns",
  // Loaded by the Stripe provider's first call: never without a Stripe key.
  "stripe",
];
/** Index modules that load every part of a library (a part on its own is fine). */
const indexesNotAtStartUp = ["better-auth/plugins"];

/** The bare specifiers (packages) that loading `entries` imports statically, through local chunks. */
function startUpPackages() {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = entries.map((entry) => path.join(root, entry));
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    // `import x from "y"`, `import { x } from "y"`, `export { x } from "y"`, `import "y"` at a line's start.
    for (const [, specifier] of code.matchAll(/^(?:import|export)\b[^;"'()]*?["']([^"']+)["']/gm)) {
      if (!specifier) continue;
      if (specifier.startsWith(".")) pending.push(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return packages;
}

describe("the server's start-up", () => {
  test("has been built (npm run build)", () => {
    for (const entry of entries)
      expect(existsSync(path.join(root, entry)), `${entry} is missing: run npm run build`).toBe(true);
  });

  test("loads none of the libraries needed only on a first use, nor any whole library of many modules", () => {
    const loaded = startUpPackages();
    // The reading itself works: the libraries every request needs are found.
    expect(loaded).toContain("react-router");
    expect(loaded).toContain("drizzle-orm");
    expect(loaded).toContain("pg-boss");
    const early = [...loaded].filter(
      (specifier) =>
        indexesNotAtStartUp.includes(specifier) ||
        notAtStartUp.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
    );
    expect(early).toEqual([]);
  });
});
