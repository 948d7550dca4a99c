import { retryRefunds } from "#server/refunds/retry-refunds.server.ts";
import { defineJob } from "./job.server.ts";

/** Every 10 minutes and at start-up: refunds the provider refused or never received are sent again. */
export const retryRefundsJob = defineJob({
  name: "retry-refunds",
  schedule: "*/10 * * * *",
  runAtStart: true,
  queue: { policy: "stately", retryLimit: 2, expireInSeconds: 10 * 60 },
  handle: (_data, services) => retryRefunds(services),
});
