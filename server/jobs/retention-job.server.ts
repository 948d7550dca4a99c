import { applyRetention } from "#server/privacy/retention.server.ts";
import { defineJob } from "./job.server.ts";

/** Every night at 03:15 (Paris): data past its retention limit is erased (docs/product/childrens-data.md). */
export const retentionJob = defineJob({
  name: "data-retention",
  schedule: "15 3 * * *",
  timeZone: "Europe/Paris",
  queue: { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 30 * 60 },
  handle: (_data, services) => applyRetention(services),
});
