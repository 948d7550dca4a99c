// `npm run db:backup [PATH]`: a consistent snapshot of the database, while the site runs or not.
// PATH is a file, or a directory (default BACKUP_DIR, i.e. DATA_DIR/backups) that receives
// academy-<time>.backup.gz. Uses DATABASE_URL when set, otherwise the embedded database of DATA_DIR.
// Restore with `npm run db:restore FILE`; see README "Backups".
import { stat } from "node:fs/promises";
import path from "node:path";
import { backupFileName } from "#server/backups/scheduled-backup.server.ts";
import { writeBackup } from "#server/backups/snapshot.server.ts";
import { loadConfig } from "#server/config.server.ts";
import { openScriptDatabase } from "#server/db/script-database.server.ts";
import { createLogger } from "#server/logger.server.ts";

const config = loadConfig();
const logger = createLogger({ level: "warn", pretty: true });
const target = process.argv[2] ? path.resolve(process.argv[2]) : config.backups.dir;
const isDirectory = await stat(target).then(
  (info) => info.isDirectory(),
  () => !target.endsWith(".gz"),
);
const file = isDirectory ? path.join(target, backupFileName()) : target;

const database = await openScriptDatabase(config, logger);
let exitCode = 0;
try {
  const written = await writeBackup(database.url, file);
  console.log(`Backup written: ${written.file} (${written.tables} tables, ${written.rows} rows).`);
} catch (error) {
  console.error("The backup failed:", error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
