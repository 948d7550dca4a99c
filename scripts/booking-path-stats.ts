import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/*
 * The booking path's size and the server folders' cycles, measured the same way every time
 * (docs/booking-walk.md#figures): `npx tsx scripts/booking-path-stats.ts` or `npm run stats:booking-path`.
 *
 * - Files and lines: every tracked .ts/.tsx module reached by static `import`/`export ... from`
 *   (type-only ones included: a reader follows them too) from the walk's entry modules, counted in
 *   server/ and shared/ only. Generated and untracked files (the compiled catalogues) are left out,
 *   and so are tests. Dynamic `import()` is not followed.
 * - Folder switches: the walk's calls below, in order; each change of server folder between two
 *   consecutive calls counts one.
 * - Cycles: the strongly connected components of the graph of server/<folder> → server/<folder>
 *   imports (files directly in server/ are the composition root and are left out).
 */

const root = path.resolve(import.meta.dirname, "..");
const aliases: Record<string, string> = { "#app/": "app/", "#server/": "server/", "#shared/": "shared/" };

/** The modules a paid booking enters the code through: its pages, its endpoints, the webhook. */
const entries = [
  "app/routes/booking/booking.tsx",
  "app/routes/booking/payment.tsx",
  "app/routes/booking/api-create-payment-intent.ts",
  "app/routes/test-provider/api-test-payment-confirm.ts",
  "server/bookings/payment-webhook.server.ts",
  "app/routes/booking/payment-processing.tsx",
  "app/routes/booking/api-payment-status.ts",
  "app/routes/booking/confirmation.tsx",
];

/** The walk's server calls in the order one paid booking makes them (docs/booking-walk.md). */
const walk: [file: string, fn: string][] = [
  // The booking form: its loader, then its action.
  ["server/bookings/booking-workshop.server.ts", "findBookingWorkshop"],
  ["server/waitlist/offer-booking-page.server.ts", "bookingPageOffer"],
  ["server/bookings/draft-order-form.server.ts", "recordBookingForm"],
  ["server/bookings/booking-payment.server.ts", "checkBookingOrder"],
  ["server/bookings/draft-order.server.ts", "createDraftOrder"],
  ["server/bookings/draft-order-cookie.server.ts", "withDraftToken"],
  // The payment page's loader.
  ["server/bookings/draft-order-cookie.server.ts", "draftTokenFor"],
  ["server/bookings/draft-order.server.ts", "findDraftOrder"],
  ["server/bookings/draft-order-booking.server.ts", "confirmedOrderOfDraft"],
  ["server/discounts/preview-discount.server.ts", "previewDiscount"],
  // Pay: POST /api/create-payment-intent.
  ["server/bookings/draft-order.server.ts", "openPaymentOfDraft"],
  ["server/seats/seat-lane.server.ts", "inStartSlot"],
  ["server/bookings/booking-payment.server.ts", "admitBookingStart"],
  ["server/seats/start-rate-limit.server.ts", "admitPaymentStart"],
  ["server/bookings/booking-payment.server.ts", "createBookingPayment"],
  ["server/discounts/find-discount-code.server.ts", "findDiscountCode"],
  ["server/discounts/discount-rules.server.ts", "evaluateDiscount"],
  ["server/bookings/start-payment.server.ts", "startPayment"],
  ["server/seats/checkout-consent.server.ts", "judgeConsent"],
  ["server/seats/holds.server.ts", "placeHold"],
  ["server/seats/seat-lane.server.ts", "inSeatLane"],
  ["server/payments/test-provider.server.ts", "createPaymentIntent"],
  ["server/seats/holds.server.ts", "attachProviderObject"],
  ["server/bookings/draft-order.server.ts", "recordDraftPayment"],
  // The card's confirmation (the test provider; Stripe calls the webhook itself).
  ["server/bookings/test-customer.server.ts", "confirmTestPaymentIntent"],
  ["server/bookings/payment-webhook.server.ts", "handleStripeWebhook"],
  ["server/bookings/fulfil-payment.server.ts", "fulfilPayment"],
  ["server/bookings/fulfil-payment.server.ts", "fulfilInTransaction"],
  ["server/seats/seats.server.ts", "lockSeats"],
  ["server/waitlist/offer-seat.server.ts", "liveOfferSeats"],
  ["server/seats/seats.server.ts", "takeSeat"],
  ["server/waitlist/booked-family.server.ts", "recordFamilyBooked"],
  ["server/invoices/issue-invoice.server.ts", "issueInvoice"],
  ["server/bookings/after-fulfilment.server.ts", "deliverConfirmedBooking"],
  ["server/delivery/new-booking-delivery.server.ts", "startNewBookingDelivery"],
  ["server/email/outbox.server.ts", "enqueueEmail"],
  // /payment-processing and its status poll.
  ["server/bookings/booking-payment-status.server.ts", "returnedBookingPayment"],
  ["server/bookings/booking-payment-status.server.ts", "bookingPaymentStatus"],
  ["server/bookings/payment-status.server.ts", "paymentStatus"],
  ["server/seats/holds.server.ts", "renewHold"],
  // The confirmation page's loader.
  ["server/bookings/draft-order.server.ts", "findDraftOrder"],
  ["server/bookings/draft-order-booking.server.ts", "confirmedOrderOfDraft"],
];

const tracked = new Set(
  execFileSync("git", ["ls-files", "app", "server", "shared"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
);

type Import = { target: string; typeOnly: boolean };

/** A specifier's tracked file, or undefined (a package, an untracked or generated file). */
function resolve(from: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? aliases[alias] + specifier.slice(alias.length)
    : specifier.startsWith(".")
      ? path.relative(root, path.resolve(root, path.dirname(from), specifier))
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => tracked.has(file));
}

const importCache = new Map<string, Import[]>();
function importsOf(file: string): Import[] {
  const cached = importCache.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), "utf8"),
    ts.ScriptTarget.Latest,
  );
  const found: Import[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = resolve(file, specifier.text);
    if (!target) continue;
    const typeOnly = isImport ? statement.importClause?.isTypeOnly === true : statement.isTypeOnly;
    found.push({ target, typeOnly });
  }
  importCache.set(file, found);
  return found;
}

const lineCount = (file: string) => {
  const text = readFileSync(path.join(root, file), "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
};

const serverFolder = (file: string) => {
  const parts = file.split("/");
  return parts[0] === "server" && parts.length > 2 ? parts[1] : undefined;
};

// (a) The booking path.
for (const file of entries) if (!tracked.has(file)) throw new Error(`Entry module not found: ${file}`);
/** The server/ and shared/ files reached from the entries; with runtimeOnly, through no type-only import. */
function bookingPath(runtimeOnly: boolean) {
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const { target, typeOnly } of importsOf(file))
      if (!reached.has(target) && !(runtimeOnly && typeOnly)) queue.push(target);
  }
  const files = [...reached].filter((file) => /^(server|shared)\//.test(file)).sort();
  return { files, lines: files.reduce((sum, file) => sum + lineCount(file), 0) };
}
const { files: onPath, lines } = bookingPath(false);
const atRuntime = bookingPath(true);
const perFolder = new Map<string, { files: number; lines: number }>();
for (const file of onPath) {
  const folder = serverFolder(file) ? `server/${serverFolder(file)}` : file.split("/")[0]!;
  const entry = perFolder.get(folder) ?? { files: 0, lines: 0 };
  entry.files += 1;
  entry.lines += lineCount(file);
  perFolder.set(folder, entry);
}

// The walk's calls exist where it says, so the walk fails here before it misleads a reader.
for (const [file, fn] of walk) {
  if (!existsSync(path.join(root, file))) throw new Error(`Walk step's file not found: ${file}`);
  const text = readFileSync(path.join(root, file), "utf8");
  if (!new RegExp(`(?:function|const|async)\\s+${fn}\\b`).test(text))
    throw new Error(`Walk step not found: ${fn} in ${file}`);
}
const walkFolders = walk.map(([file]) => serverFolder(file)!);
let switches = 0;
let bookingsPayments = 0;
for (let index = 1; index < walkFolders.length; index++) {
  const [before, after] = [walkFolders[index - 1], walkFolders[index]];
  if (before === after) continue;
  switches += 1;
  if (new Set([before, after, "bookings", "payments"]).size === 2) bookingsPayments += 1;
}

// (b) The server folders' import graph and its strongly connected components.
const edges = new Map<string, Map<string, { all: number; runtime: number }>>();
for (const file of tracked) {
  const from = serverFolder(file);
  if (!from) continue;
  for (const { target, typeOnly } of importsOf(file)) {
    const to = serverFolder(target);
    if (!to || to === from) continue;
    const out = edges.get(from) ?? new Map<string, { all: number; runtime: number }>();
    const count = out.get(to) ?? { all: 0, runtime: 0 };
    count.all += 1;
    if (!typeOnly) count.runtime += 1;
    out.set(to, count);
    edges.set(from, out);
  }
}
const folders = [
  ...new Set([...edges.keys(), ...[...edges.values()].flatMap((out) => [...out.keys()])]),
].sort();

/** Tarjan's algorithm over the folder graph; with runtimeOnly, type-only imports are no edges. */
function components(runtimeOnly: boolean): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (folder: string) => {
    index.set(folder, counter);
    low.set(folder, counter);
    counter += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const [to, count] of edges.get(folder) ?? []) {
      if (runtimeOnly && count.runtime === 0) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) found.push(component.sort());
  };
  for (const folder of folders) if (!index.has(folder)) visit(folder);
  return found.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

const imports = (from: string, to: string) => edges.get(from)?.get(to);
const pairs = folders.flatMap((a) =>
  folders.filter((b) => a < b && imports(a, b) && imports(b, a)).map((b) => [a, b] as const),
);
const runtimePairs = pairs.filter(([a, b]) => imports(a, b)!.runtime > 0 && imports(b, a)!.runtime > 0);

// --json: the folder cycles alone, for tests/integration/server-layers.test.ts (which keeps them from growing).
if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ cycles: components(false), pairs: pairs.map(([a, b]) => `${a} ↔ ${b}`) }));
  process.exit(0);
}

const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
const dirty = execFileSync("git", ["status", "--porcelain", "app", "server", "shared"], {
  cwd: root,
  encoding: "utf8",
}).trim();
const out: string[] = [];
out.push(`Booking path, measured at ${commit}${dirty ? " (with uncommitted changes)" : ""}`);
out.push(`  entry modules: ${entries.length}`);
out.push(`  server/ and shared/ files reached: ${onPath.length}, ${lines} lines`);
for (const [folder, { files, lines }] of [...perFolder].sort((a, b) => b[1].lines - a[1].lines))
  out.push(`    ${folder.padEnd(24)} ${String(files).padStart(3)} files ${String(lines).padStart(6)} lines`);
out.push(`  without type-only imports: ${atRuntime.files.length} files, ${atRuntime.lines} lines`);
out.push(`  walk: ${walk.length} calls in ${new Set(walkFolders).size} server folders`);
out.push(
  `  switches between server folders: ${switches} (between bookings and payments: ${bookingsPayments})`,
);
out.push("");
out.push(`Server folder cycles (${folders.length} folders)`);
const all = components(false);
for (const component of all) out.push(`  cycle of ${component.length}: ${component.join(", ")}`);
if (all.length === 0) out.push("  none");
out.push(`  2-cycles (folders importing each other): ${pairs.length}`);
for (const [a, b] of pairs)
  out.push(`    ${a} ↔ ${b}  (${imports(a, b)!.all} imports → , ${imports(b, a)!.all} ←)`);
const runtime = components(true);
out.push(
  `  without type-only imports: ${runtime.length} cycle(s) (largest ${runtime[0]?.length ?? 0} folders), ${runtimePairs.length} 2-cycles`,
);
console.log(out.join("\n"));
