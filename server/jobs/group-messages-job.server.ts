import { queueDueGroupMessages } from "#server/delivery/queue-due-messages.server.ts";
import { defineJob } from "./job.server.ts";

/**
 * Every minute and at start-up: queues the video links and session reminders that are due
 * (docs/decisions/014-scheduled-messages.md). Safe to run twice: each message has its outbox dedupe key.
 */
export const groupMessagesJob = defineJob({
  name: "group-messages",
  schedule: "* * * * *",
  runAtStart: true,
  queue: { policy: "stately", retryLimit: 3, retryDelay: 20, expireInSeconds: 10 * 60 },
  handle: (_data, services) => queueDueGroupMessages(services),
});
