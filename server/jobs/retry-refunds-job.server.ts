import { finishFulfilments } from "#server/bookings/after-fulfilment.server.ts";
import { retryRefunds } from "#server/refunds/retry-refunds.server.ts";
import { defineJob } from "./job.server.ts";

/**
 * Every 10 minutes and at start-up: refunds the provider refused or never received are sent again,
 * late payers' refunds still owed too, and confirmations a stopped process left unqueued.
 */
export const retryRefundsJob = defineJob({
  name: "retry-refunds",
  schedule: "*/10 * * * *",
  runAtStart: true,
  queue: { policy: "stately", retryLimit: 2, expireInSeconds: 10 * 60 },
  handle: async (_data, services) => ({
    ...(await retryRefunds(services)),
    fulfilments: await finishFulfilments(services),
  }),
});
