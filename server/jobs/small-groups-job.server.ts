import { offerLateClosureChoices } from "#server/groups/closure-offers.server.ts";
import { refundExpiredClosureChoices } from "#server/refunds/closure-refund.server.ts";
import { defineJob } from "./job.server.ts";

/**
 * Every five minutes and at start-up (docs/product/groups.md#groups-too-small-to-run): a family
 * booked into a closed group after it closed gets its choice, and each family whose 48 hours ran
 * out without a move or a refund is refunded in full. Safe to run twice and from two processes:
 * each choice is closed under its booking's lock, and each e-mail has its outbox dedupe key.
 */
export const smallGroupsJob = defineJob({
  name: "small-groups",
  schedule: "*/5 * * * *",
  runAtStart: true,
  queue: { policy: "stately", retryLimit: 3, retryDelay: 30, expireInSeconds: 10 * 60 },
  handle: async (_data, services) => {
    const now = new Date();
    const offered = await offerLateClosureChoices(services.db, services.config, now);
    if (offered > 0) services.mail.wake();
    return { offered, ...(await refundExpiredClosureChoices(services, now)) };
  },
});
