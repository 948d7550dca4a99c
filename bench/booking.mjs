// Booking payment-intent creation (POST /api/create-payment-intent: form validation, TEEN20 checked,
// seat and discount-use hold under row locks, test provider intent) at 50 concurrent requests:
// throughput and latency percentiles. Runs the built server (npm run build first) on a fresh data
// directory with the test provider; autocannon sends the requests (bench/support/bench-server.mjs:
// runLoad). Each request carries its own client address (TRUST_PROXY), so the per-client rate limit
// is not what is measured. Two shapes, one after the other on the same server:
// - "one seat row": every family on one workshop of a million seats, so every hold waits for the one
//   before it on that row's lock (and each start sums the row's thousands of live holds);
// - "a catalogue": the families spread over 400 workshops of 6 seats (what the academy sells), one
//   promotional code for all, as at a launch;
// - "the booking pages' path": the same catalogue, each family's order recorded as a draft first
//   (as the booking form's action does), the start posting its token as the payment page does.
// Usage: npm run bench:booking [-- --requests 2000 --concurrency 50 --workshops 400 --warm-up 300];
// BENCH_SMALL=1: 40 requests, 5 concurrent, 10 workshops
import {
  cpuSeconds,
  latencyLine,
  machineLine,
  numberArgument,
  percentile,
  runLoad,
  startBenchServer,
  writeResults,
} from "./support/bench-server.mjs";
import { benchBookingForm } from "./support/booking-form.mjs";

const total = numberArgument("requests", 2000, 40);
const concurrency = numberArgument("concurrency", 50, 5);
const catalogueSize = numberArgument("workshops", 400, 10);
// Starts before each measure, so that both shapes meet a server whose code is already compiled.
const warmUp = numberArgument("warm-up", 300, concurrency);

/** Copies of the seeded 'goals' workshop, `{prefix}-0` to `{prefix}-{n-1}`, each of `seats` seats. */
async function addWorkshops(server, prefix, n, seats) {
  const [{ columns }] = await server.query(
    `select array_agg(column_name::text order by ordinal_position) as columns
     from information_schema.columns where table_schema = 'public' and table_name = 'workshops'`,
  );
  const value = (column) =>
    ({ id: `'${prefix}-' || n`, max_seats: String(seats), booked_seats: "0", sort_order: "1000 + n" })[
      column
    ] ?? column;
  await server.query(
    `insert into workshops (${columns.join(", ")})
     select ${columns.map(value).join(", ")} from workshops, generate_series(0, $1 - 1) n where id = 'goals'`,
    [n],
  );
}

let sequence = 0;

/** The form a family sends: its teen, its parent (an e-mail of its own) and the promotional code. */
const formOf = (n) => benchBookingForm(n, { discountCode: "TEEN20" });

/** The whole form in the start's body (the documented API body). */
const formBody = (n, workshopId) => ({
  acceptTerms: true,
  expressRequest: true,
  workshopId,
  amount: 1,
  formData: formOf(n),
  workshop: { id: workshopId },
});

/**
 * One load of `total` starts; `workshopOf(n)` names the workshop of the n-th family, `bodyOf` its
 * start's body (formBody unless given).
 */
async function measure(server, label, workshopOf, bodyOf = formBody) {
  let cpuBefore;
  let nodeCpuBefore;
  const { latencies, failures, throughput } = await runLoad({
    url: `${server.base}/api/create-payment-intent`,
    connections: concurrency,
    amount: total,
    warmUp,
    afterWarmUp: () => {
      cpuBefore = cpuSeconds(server.pid);
      nodeCpuBefore = cpuSeconds(server.pid, { children: false });
    },
    method: "POST",
    setupRequest: (request) => {
      const n = sequence++;
      const workshopId = workshopOf(n);
      return {
        ...request,
        headers: {
          ...request.headers,
          "Content-Type": "application/json",
          "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify(bodyOf(n, workshopId)),
      };
    },
  });
  const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / latencies.length;
  const nodeCpuMs = ((cpuSeconds(server.pid, { children: false }) - nodeCpuBefore) * 1000) / latencies.length;
  console.log(
    [
      `${label}: ${latencies.length} requests, ${concurrency} concurrent (autocannon)`,
      machineLine(),
      `throughput: ${throughput.toFixed(0)} intents/s`,
      latencyLine(latencies, 100),
      `server CPU: ${cpuMs.toFixed(2)} ms per request (node and PostgreSQL; moves less with the machine's load), node alone ${nodeCpuMs.toFixed(2)} ms`,
      `failures: ${failures}`,
    ].join("\n"),
  );
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
  return { throughput, p50, p95, p99, cpuMs, nodeCpuMs, failures };
}

const server = await startBenchServer("booking", { TRUST_PROXY: "true" });
try {
  await server.query("update workshops set max_seats = 1000000 where id = 'goals'");
  const oneRow = await measure(server, "one seat row (one workshop of a million seats)", () => "goals");
  // A seat for every family of the load and its warm-up, never more than a group's six on one row.
  const seats = Math.min(6, Math.ceil((total + warmUp) / catalogueSize) + 1);
  await addWorkshops(server, "bench", catalogueSize, seats);
  const catalogue = await measure(
    server,
    `a catalogue (${catalogueSize} workshops of ${seats} seats, one promotional code)`,
    (n) => `bench-${n % catalogueSize}`,
  );
  // The booking pages' own path: the form's action recorded each family's order as a draft (with
  // its secret token, as the family's cookie holds it), and Pay posts that token.
  await addWorkshops(server, "pages", catalogueSize, seats);
  const first = sequence;
  const families = Array.from({ length: total + warmUp }, (_, i) => first + i);
  const drafts = await server.query(
    `insert into draft_orders (workshop_id, form_data, language, expires_at)
     select 'pages-' || (n % $3), form, 'en', now() + interval '2 hours'
     from unnest($1::int[], $2::jsonb[]) as family(n, form)
     returning token, (form_data->>'parentEmail') as email`,
    [families, families.map((n) => JSON.stringify(formOf(n))), catalogueSize],
  );
  const tokenOf = new Map(drafts.map((draft) => [draft.email, draft.token]));
  const pages = await measure(
    server,
    `the booking pages' path (${catalogueSize} more workshops of ${seats} seats, each order a draft first)`,
    (n) => `pages-${n % catalogueSize}`,
    (n, workshopId) => ({
      workshopId,
      orderToken: tokenOf.get(formOf(n).parentEmail),
      acceptTerms: true,
      expressRequest: true,
    }),
  );
  const [{ open }] = await server.query(
    "select count(*)::int as open from seat_holds where status = 'open' and hold_expires_at > now()",
  );
  console.log(`open holds in the database: ${open}`);
  console.log(`results: ${writeResults("booking", { total, concurrency, oneRow, catalogue, pages })}`);
} finally {
  await server.stop();
}
