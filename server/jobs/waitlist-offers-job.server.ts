import { expireOffers } from "#server/waitlist/expire-offers.server.ts";
import { defineJob } from "./job.server.ts";

/**
 * Every minute and at start-up: waiting-list offers whose claim window has ended pass to the next
 * family (docs/decisions/017-waiting-list-offers.md). Safe to run twice: each offer is re-checked
 * under its lock, and its e-mail has an outbox dedupe key.
 */
export const waitlistOffersJob = defineJob({
  name: "waitlist-offers",
  schedule: "* * * * *",
  runAtStart: true,
  queue: { policy: "stately", retryLimit: 3, retryDelay: 20, expireInSeconds: 10 * 60 },
  handle: (_data, services) => expireOffers(services),
});
