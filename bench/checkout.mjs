// Checkout-session creation (POST /api/checkout/productivity: validation, seat hold under a row
// lock, test provider session) at 50 concurrent requests: throughput and latency percentiles.
// Runs the built server (npm run build first) on a fresh data directory with the test provider;
// autocannon sends the requests (bench/support/bench-server.mjs: runLoad).
// Usage: npm run bench:checkout [-- --requests 2000 --concurrency 50];
// BENCH_SMALL=1: 40 requests, 5 concurrent
import {
  cpuSeconds,
  latencyLine,
  machineLine,
  numberArgument,
  runLoad,
  startBenchServer,
} from "./support/bench-server.mjs";

const total = numberArgument("requests", 2000, 40);
const concurrency = numberArgument("concurrency", 50, 5);

// The bench is one client address starting thousands of checkouts.
const server = await startBenchServer("checkout", { PAYMENT_START_RATE_LIMIT_PER_IP: "1000000" });
try {
  // Enough seats that every request places a hold (the sold-out answer is the cheap path).
  await server.query("update workshop_groups set capacity = 1000000");

  let sequence = 0;
  let cpuBefore;
  const { latencies, failures, throughput } = await runLoad({
    url: `${server.base}/api/checkout/productivity`,
    connections: concurrency,
    amount: total,
    afterWarmUp: () => (cpuBefore = cpuSeconds(server.pid)),
    method: "POST",
    headers: { "Content-Type": "application/json" },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        acceptTerms: true,
        expressRequest: true,
        selectedSchedule: ["option1", "option2", "option3"][sequence % 3],
        selectedDate: "bench",
        formData: {
          parentName: "Bench Parent",
          parentEmail: `bench-${sequence++}@example.com`,
          teenName: "Bench Teen",
          teenAge: "14",
          additionalInfo: "",
        },
        workshopDetails: {},
      }),
    }),
  });
  const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / latencies.length;
  const holds = await server.query("select count(*)::int as n from seat_holds where status = 'open'");
  console.log(
    [
      `checkout-session creation, ${latencies.length} requests, ${concurrency} concurrent (autocannon)`,
      machineLine(),
      `throughput: ${throughput.toFixed(0)} sessions/s`,
      latencyLine(latencies, 100),
      `server CPU: ${cpuMs.toFixed(2)} ms per request (node and PostgreSQL; moves less with the machine's load)`,
      `failures: ${failures}; open holds in the database: ${holds[0].n}`,
    ].join("\n"),
  );
} finally {
  await server.stop();
}
