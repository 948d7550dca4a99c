import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
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
    // The domain folders' declared direction: payments below booking creation, seats below the
    // waiting list, bookings below refunds, and no import within a row.
    ["server/payments", "#server/bookings/fulfil-payment.server.ts", "fulfilPayment"],
    ["server/seats", "#server/waitlist/make-offer.server.ts", "offerFreedSeat"],
    ["server/bookings", "#server/refunds/cancel-booking.server.ts", "cancelBooking"],
    ["server/email", "#server/seats/seats.server.ts", "liveHold"],
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
    ["server/seats", "#server/payments/provider.server.ts", "WebhookSignatureError"],
    ["server/booking-page", "#server/refunds/cancel-booking.server.ts", "cancelBooking"],
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

// Every folder of server/ has its place in eslint.config.js (serverLowerLayers or
// serverDomainLayers), so a new folder is placed before anything imports it.
test("every server/ folder is a declared layer", async () => {
  const folders = readdirSync(path.join(root, "server"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const config = (await eslint.calculateConfigForFile(path.join(root, "server/db", "planted.server.ts"))) as {
    rules: Record<string, [unknown, { zones: { target: string }[] }]>;
  };
  const declared = config.rules["import-x/no-restricted-paths"]![1].zones.map((zone) =>
    zone.target.replace("./server/", ""),
  );
  expect(folders.filter((folder) => !declared.includes(folder))).toEqual([]);
  expect(new Set(declared).size).toBe(declared.length);
}, 180_000);

// No two server folders import each other, directly or round a longer cycle (docs/booking-walk.md,
// "Figures"); ESLint's rows refuse the wrong-way import, this counts what is actually there.
test("server/ has no folder-level cycle", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/booking-path-stats.ts", "--json"],
    { cwd: root },
  );
  const { cycles, pairs } = JSON.parse(stdout) as { cycles: string[][]; pairs: string[] };
  expect(pairs).toEqual([]);
  expect(cycles).toEqual([]);
}, 180_000);
