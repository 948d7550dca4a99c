import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "#server/config.server.ts";
import type { Logger } from "#server/logger.server.ts";
import { writeBackup } from "./snapshot.server.ts";

const BACKUP_NAME = /^academy-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup\.gz$/;

/** A backup file name that sorts by time: academy-2026-11-22T02-30-00Z.backup.gz. */
export function backupFileName(now = new Date()) {
  return `academy-${now.toISOString().slice(0, 19).replace(/:/g, "-")}Z.backup.gz`;
}

/** Deletes the oldest backups of `dir` beyond the newest `keep` (only files this app named). */
export async function pruneBackups(dir: string, keep: number) {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const old = names.slice(0, Math.max(names.length - keep, 0));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** The nightly job: a snapshot in BACKUP_DIR, then only the last BACKUP_KEEP are kept. */
export async function takeScheduledBackup(services: {
  config: Pick<Config, "backups">;
  logger: Logger;
  databaseUrl: string;
  now?: Date;
}) {
  const { dir, keep } = services.config.backups;
  const written = await writeBackup(services.databaseUrl, path.join(dir, backupFileName(services.now)));
  const removed = await pruneBackups(dir, keep);
  services.logger.info({ file: written.file, rows: written.rows, removed: removed.length }, "Backup written");
  return { file: written.file, removed };
}
