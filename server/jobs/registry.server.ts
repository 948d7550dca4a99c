import { groupMessagesJob } from "./group-messages-job.server.ts";
import type { JobDefinition } from "./job.server.ts";
import { missedSessionsJob } from "./missed-sessions-job.server.ts";
import { nightlyBackupJob } from "./nightly-backup-job.server.ts";
import { reconcilePaymentsJob } from "./reconcile-payments-job.server.ts";
import { reviewRequestsJob } from "./review-requests-job.server.ts";
import { retentionJob } from "./retention-job.server.ts";
import { retryRefundsJob } from "./retry-refunds-job.server.ts";
import { smallGroupsJob } from "./small-groups-job.server.ts";
import { waitlistOffersJob } from "./waitlist-offers-job.server.ts";

/** Every job the server runs. A new job: one file exporting `defineJob({...})`, and one line here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const JOBS: readonly JobDefinition<any>[] = [
  reconcilePaymentsJob,
  nightlyBackupJob,
  groupMessagesJob,
  retryRefundsJob,
  retentionJob,
  waitlistOffersJob,
  missedSessionsJob,
  smallGroupsJob,
  reviewRequestsJob,
];
