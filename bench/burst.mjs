// Bursts on one group (docs/decisions/019-bursts-and-holds.md): 1,000 simultaneous payment starts
// on a 6-seat booking workshop (POST /api/create-payment-intent) and on a 6-seat productivity run
// (POST /api/checkout/productivity), each from its own client address (TRUST_PROXY) with the hold
// limits raised and the default pool: the count of each status and the latency percentiles. Then
// the "full" answers per second of a sold-out group (autocannon, 50 connections), and the time
// from the provider's "succeeded" to the booking or the refund for 12 payments confirmed at once on
// a 6-seat workshop, half of them late (their holds ended and their seats taken). A burst of the same
// size on other groups first warms the server up (the first after a start also compiles the code).
// Runs the built server (npm run build first) on a fresh data directory with the test provider.
// Usage: npm run bench:burst [-- --requests 1000]; BENCH_SMALL=1: 50 requests, 2 s of "full";
// BENCH_ROOT=DIR: another copy of the project with its own build/ (the state before a change).
import http from "node:http";
import path from "node:path";
import {
  latencyLine,
  machineLine,
  numberArgument,
  percentile,
  root,
  runLoad,
  small,
  startBenchServer,
} from "./support/bench-server.mjs";
import { benchBookingForm } from "./support/booking-form.mjs";

const total = numberArgument("requests", 1000, 50);
const fullSeconds = small ? 2 : 10;
const projectRoot = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : root;
const SEATS = 6;
const BOOKING_WORKSHOP = "goals";
const LATE_WORKSHOP = "habits";
const PRODUCTIVITY_GROUP = "option2";
const WARM_UP_WORKSHOP = "confidence";
const WARM_UP_GROUP = "option3";

const server = await startBenchServer("burst", { TRUST_PROXY: "true" }, { projectRoot });
let sequence = 0;
/** A client address of its own for each request: the per-address limits are not what is measured. */
const nextAddress = () => {
  const n = sequence++;
  return { n, ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};
const headers = (ip) => ({ "Content-Type": "application/json", Origin: server.base, "X-Forwarded-For": ip });

const bookingBody = (workshopId, n) =>
  JSON.stringify({
    acceptTerms: true,
    expressRequest: true,
    workshopId,
    amount: 1,
    formData: benchBookingForm(n),
    workshop: { id: workshopId },
  });

const productivityBody = (n, group = PRODUCTIVITY_GROUP) =>
  JSON.stringify({
    acceptTerms: true,
    expressRequest: true,
    selectedSchedule: group,
    selectedDate: "bench",
    formData: {
      parentName: "Bench Parent",
      parentEmail: `bench-${n}@example.com`,
      teenName: "Bench Teen",
      teenAge: "14",
      additionalInfo: "",
    },
    workshopDetails: {},
  });

/** One POST on a connection of its own (node:http: undici's fetch cost the client twice the CPU). */
const post = (url, headers, body) =>
  new Promise((resolve) => {
    const request = http.request(
      url,
      { method: "POST", agent: false, headers: { ...headers, "Content-Length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(String(response.statusCode)));
        response.on("error", () => resolve("network error"));
      },
    );
    request.on("error", () => resolve("network error"));
    request.end(body);
  });

/** `count` requests sent at the same moment, each on its own connection: statuses and latencies. */
async function burst(url, count, bodyOf) {
  const requests = Array.from({ length: count }, () => {
    const { n, ip } = nextAddress();
    return { body: bodyOf(n), headers: headers(ip) };
  });
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async ({ body, headers }) => {
      const sent = performance.now();
      const status = await post(url, headers, body);
      return { status, ms: performance.now() - sent };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return { statuses, latencies, seconds };
}

const statusLine = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");

const lines = [
  `bursts on one ${SEATS}-seat group, ${total} simultaneous payment starts (${small ? "small" : "full"} size)`,
  `build: ${path.relative(root, path.join(projectRoot, "build")) || "build"}`,
  machineLine(),
];

try {
  // A burst on each path, on a group of SEATS free seats.
  await server.query("update workshops set max_seats = $1, booked_seats = 0 where id = $2", [
    SEATS,
    BOOKING_WORKSHOP,
  ]);
  await server.query("update workshop_groups set capacity = $1, booked_seats = 0 where id = $2", [
    SEATS,
    PRODUCTIVITY_GROUP,
  ]);
  // A server that has answered before: the first burst after a start also paid for compiling
  // and loading the payment path (seconds on this machine), which bench:startup measures, not this.
  await server.query("update workshops set max_seats = $1, booked_seats = 0 where id = $2", [
    SEATS,
    WARM_UP_WORKSHOP,
  ]);
  await burst(`${server.base}/api/create-payment-intent`, total, (n) => bookingBody(WARM_UP_WORKSHOP, n));
  await server.query("update workshop_groups set capacity = $1, booked_seats = 0 where id = $2", [
    SEATS,
    WARM_UP_GROUP,
  ]);
  await burst(`${server.base}/api/checkout/productivity`, total, (n) => productivityBody(n, WARM_UP_GROUP));
  const heldOn = async (where, value) =>
    (
      await server.query(
        `select count(*)::int as n from seat_holds where ${where} = $1 and status = 'open'`,
        [value],
      )
    )[0].n;
  for (const [label, url, bodyOf, where, value] of [
    [
      "booking flow",
      `${server.base}/api/create-payment-intent`,
      (n) => bookingBody(BOOKING_WORKSHOP, n),
      "workshop_id",
      BOOKING_WORKSHOP,
    ],
    [
      "productivity",
      `${server.base}/api/checkout/productivity`,
      productivityBody,
      "group_id",
      PRODUCTIVITY_GROUP,
    ],
  ]) {
    const { statuses, latencies, seconds } = await burst(url, total, bodyOf);
    lines.push(
      `${label}: ${statusLine(statuses)} in ${seconds.toFixed(1)} s; holds placed: ${await heldOn(where, value)} of ${SEATS}`,
      `  ${latencyLine(latencies, 2000)}`,
    );
  }

  // The groups are now sold out (six holds each): the "full" answer, sustained.
  for (const [label, url, bodyOf] of [
    ["booking flow", `${server.base}/api/create-payment-intent`, (n) => bookingBody(BOOKING_WORKSHOP, n)],
    ["productivity", `${server.base}/api/checkout/productivity`, productivityBody],
  ]) {
    let full = 0;
    const load = await runLoad({
      url,
      connections: 50,
      duration: fullSeconds,
      method: "POST",
      expectStatus: 409,
      setupRequest: (request) => {
        const { n, ip } = nextAddress();
        return { ...request, headers: headers(ip), body: bodyOf(n) };
      },
    });
    full = load.latencies.length - load.failures;
    lines.push(
      `sold-out ${label}: ${(full / load.seconds).toFixed(0)} "full" answers/s (target ≥ 500), ` +
        `${load.failures} other answers; p99 ${percentile(load.latencies, 99).toFixed(1)} ms`,
    );
  }

  // 12 payments confirmed at once on a 6-seat workshop: 6 whose holds ended and whose seats were
  // then taken by the 6 others.
  await server.query("update workshops set max_seats = $1, booked_seats = 0 where id = $2", [
    SEATS,
    LATE_WORKSHOP,
  ]);
  const start = async () => {
    const { n, ip } = nextAddress();
    const response = await fetch(`${server.base}/api/create-payment-intent`, {
      method: "POST",
      headers: headers(ip),
      body: bookingBody(LATE_WORKSHOP, n),
    });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`a payment start answered ${response.status}`);
    return { paymentIntentId: body.payment_intent_id, clientSecret: body.client_secret };
  };
  // The starts one after the other: what happens at once is the confirmations. Six starts at once on
  // one group on a loaded machine could wait past their turn and be answered "busy" (429), which is
  // the burst's own answer, measured above, not this scenario's.
  const startAll = async () => {
    const intents = [];
    for (let seat = 0; seat < SEATS; seat++) intents.push(await start());
    return intents;
  };
  const late = await startAll();
  await server.query(
    "update seat_holds set hold_expires_at = now() - interval '1 second' where workshop_id = $1",
    [LATE_WORKSHOP],
  );
  const onTime = await startAll();
  const settled = async (ids) =>
    await server.query(
      `select c.provider_payment_id as id, c.status,
         exists (select 1 from bookings b where b.hold_id = c.id) as booked,
         exists (select 1 from test_provider_refunds r where r.payment_id = c.provider_payment_id) as refunded
       from seat_holds c where c.provider_payment_id = any($1)`,
      [ids],
    );
  const confirmedAt = new Map();
  const answers = await Promise.all(
    [...late, ...onTime].map(async (intent) => {
      const response = await fetch(`${server.base}/api/test-payments/${intent.paymentIntentId}/confirm`, {
        method: "POST",
        headers: headers("10.255.255.1"),
        body: JSON.stringify({ clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242" }),
      });
      confirmedAt.set(intent.paymentIntentId, performance.now());
      return response.status;
    }),
  );
  const ids = [...confirmedAt.keys()];
  const doneAt = new Map();
  const deadline = performance.now() + (small ? 20_000 : 120_000);
  while (doneAt.size < ids.length && performance.now() < deadline) {
    for (const row of await settled(ids))
      if (!doneAt.has(row.id) && (row.booked || row.refunded)) doneAt.set(row.id, performance.now());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const rows = await settled(ids);
  const waits = [...doneAt].map(([id, at]) => Math.max(0, at - confirmedAt.get(id))).sort((a, b) => a - b);
  lines.push(
    `12 confirmations at once (6 late) on a ${SEATS}-seat workshop: ${answers.filter((s) => s === 200).length} answered "succeeded"; ` +
      `${rows.filter((r) => r.booked).length} bookings, ${rows.filter((r) => r.refunded).length} refunds, ` +
      `${ids.length - doneAt.size} neither after ${small ? 20 : 120} s`,
    waits.length
      ? `  confirmation to booking or refund, ms: p50 ${percentile(waits, 50).toFixed(0)}, max ${waits.at(-1).toFixed(0)} (target ≤ 5000)`
      : "  no booking or refund at all",
  );
  console.log(lines.join("\n"));
} finally {
  await server.stop();
}
