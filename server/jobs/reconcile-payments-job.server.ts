import { reconcileOpenPayments } from "#server/bookings/reconcile-payments.server.ts";
import { defineJob } from "./job.server.ts";

/** Every 5 minutes and at start-up: open payments the provider says are paid become bookings. */
export const reconcilePaymentsJob = defineJob({
  name: "reconcile-payments",
  schedule: "*/5 * * * *",
  runAtStart: true,
  queue: { policy: "stately", retryLimit: 2, expireInSeconds: 10 * 60 },
  handle: (_data, services) => reconcileOpenPayments(services),
});
