import { queueReviewRequests } from "#server/reviews/review-requests.server.ts";
import { defineJob } from "./job.server.ts";

/**
 * Every fifteen minutes and at start-up: asks the families of groups whose last session has ended
 * for their review (docs/product/reviews-and-certificates.md). Safe to run twice: one review row per
 * order and group, and the e-mail's outbox dedupe key.
 */
export const reviewRequestsJob = defineJob({
  name: "review-requests",
  schedule: "*/15 * * * *",
  runAtStart: true,
  queue: { policy: "stately", retryLimit: 3, retryDelay: 60, expireInSeconds: 10 * 60 },
  handle: (_data, services) => queueReviewRequests(services),
});
