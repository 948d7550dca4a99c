import { takeScheduledBackup } from "#server/backups/scheduled-backup.server.ts";
import { defineJob } from "./job.server.ts";

/** Every night at 02:30 (Paris): a database snapshot in BACKUP_DIR, keeping the last BACKUP_KEEP. */
export const nightlyBackupJob = defineJob({
  name: "nightly-backup",
  schedule: "30 2 * * *",
  timeZone: "Europe/Paris",
  queue: { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 60 * 60 },
  handle: (_data, services) => takeScheduledBackup(services),
});
