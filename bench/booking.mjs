// Booking payment-intent creation (POST /api/create-payment-intent: form validation, TEEN20 checked,
// seat and discount-use hold under row locks, test provider intent) at 50 concurrent requests:
// throughput and latency percentiles. Runs the built server (npm run build first) on a fresh data
// directory with the test provider; autocannon sends the requests (bench/support/bench-server.mjs:
// runLoad). Each request carries its own client address (TRUST_PROXY), so the per-client rate limit
// is not what is measured.
// Usage: npm run bench:booking [-- --requests 2000 --concurrency 50];
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

const server = await startBenchServer("booking", { TRUST_PROXY: "true" });
try {
  await server.query("update workshops set max_seats = 1000000 where id = 'goals'");

  let sequence = 0;
  let cpuBefore;
  let nodeCpuBefore;
  const { latencies, failures, throughput } = await runLoad({
    url: `${server.base}/api/create-payment-intent`,
    connections: concurrency,
    amount: total,
    afterWarmUp: () => {
      cpuBefore = cpuSeconds(server.pid);
      nodeCpuBefore = cpuSeconds(server.pid, { children: false });
    },
    method: "POST",
    setupRequest: (request) => {
      const n = sequence++;
      return {
        ...request,
        headers: {
          ...request.headers,
          "Content-Type": "application/json",
          "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          acceptTerms: true,
          expressRequest: true,
          workshopId: "goals",
          amount: 1,
          formData: {
            teenFirstName: "Bench",
            teenLastName: "Teen",
            teenAge: "13",
            parentFirstName: "Bench",
            parentLastName: "Parent",
            parentEmail: `bench-${n}@example.com`,
            discountCode: "TEEN20",
          },
          workshop: { id: "goals" },
        }),
      };
    },
  });
  const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / latencies.length;
  const nodeCpuMs = ((cpuSeconds(server.pid, { children: false }) - nodeCpuBefore) * 1000) / latencies.length;
  const holds = await server.query("select count(*)::int as n from seat_holds where status = 'open'");
  console.log(
    [
      `booking payment-intent creation, ${latencies.length} requests, ${concurrency} concurrent (autocannon)`,
      machineLine(),
      `throughput: ${throughput.toFixed(0)} intents/s`,
      latencyLine(latencies, 100),
      `server CPU: ${cpuMs.toFixed(2)} ms per request (node and PostgreSQL; moves less with the machine's load), node alone ${nodeCpuMs.toFixed(2)} ms`,
      `failures: ${failures}; open holds in the database: ${holds[0].n}`,
    ].join("\n"),
  );
} finally {
  await server.stop();
}
