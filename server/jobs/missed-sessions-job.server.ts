import { queueMissedSessionEmails } from "#server/attendance/missed-sessions.server.ts";
import { defineJob } from "./job.server.ts";

/**
 * Every five minutes and at start-up: tells the families whose teen missed a session that ended
 * today (docs/product/coaches-and-attendance.md#missed-session-e-mail). Safe to run twice: each
 * e-mail has its outbox dedupe key.
 */
export const missedSessionsJob = defineJob({
  name: "missed-sessions",
  schedule: "*/5 * * * *",
  runAtStart: true,
  queue: { policy: "stately", retryLimit: 3, retryDelay: 30, expireInSeconds: 10 * 60 },
  handle: (_data, services) => queueMissedSessionEmails(services),
});
