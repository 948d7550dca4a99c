import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

// The lint rules that keep server/'s lower layers below the domains (eslint.config.js,
// serverLowerLayers): a wrong-way import planted in a layer fails, the right way passes.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** ESLint's layer errors for `code` as a new module in `folder` (which is never written). */
async function layerErrors(folder: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, folder, "planted.server.ts") });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("server/'s lower layers import no domain", () => {
  test.each([
    ["server/db", "#server/bookings/booking-payment.server.ts", "checkBookingOrder"],
    ["server/audit", "#server/seats/holds.server.ts", "placeHold"],
    ["server/rate-limit", "#server/group-schedule/group-sql.server.ts", "groupOnSale"],
    ["server/pdf", "#server/db/client.server.ts", "createDatabase"],
  ])(
    "%s importing %s is refused",
    async (file, target, name) => {
      const errors = await layerErrors(
        file,
        `import { ${name} } from "${target}";\nexport const planted = ${name};\n`,
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("lower layer");
    },
    180_000,
  );

  test.each([
    ["server/audit", "#server/db/client.server.ts", "createDatabase"],
    ["server/db", "#server/logger.server.ts", "createLogger"],
    ["server/bookings", "#server/seats/holds.server.ts", "placeHold"],
  ])(
    "a module in %s importing %s is allowed",
    async (folder, target, name) => {
      expect(
        await layerErrors(folder, `import { ${name} } from "${target}";\nexport const planted = ${name};\n`),
      ).toEqual([]);
    },
    180_000,
  );
});

// Today's folder-level cycles (docs/booking-walk.md, "Figures"): a list that may only shrink. A new
// pair of server folders importing each other, or a larger cycle, fails here; a pair that is gone
// is taken off this list.
const knownPairs = [
  "attendance ↔ booking-page",
  "attendance ↔ delivery",
  "booking-page ↔ delivery",
  "booking-page ↔ group-messages",
  "booking-page ↔ groups",
  "booking-page ↔ payments",
  "booking-page ↔ refunds",
  "bookings ↔ payments",
  "bookings ↔ refunds",
  "groups ↔ payments",
  "groups ↔ refunds",
  "payments ↔ waitlist",
];
const largestCycle = 13;

test("server/'s folder-level cycles do not grow", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/booking-path-stats.ts", "--json"],
    { cwd: root },
  );
  const { cycles, pairs } = JSON.parse(stdout) as { cycles: string[][]; pairs: string[] };
  expect(pairs.filter((pair) => !knownPairs.includes(pair))).toEqual([]);
  expect(knownPairs.filter((pair) => !pairs.includes(pair))).toEqual([]);
  expect(Math.max(0, ...cycles.map((cycle) => cycle.length))).toBeLessThanOrEqual(largestCycle);
}, 180_000);
