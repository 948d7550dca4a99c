// `npm run db:restore FILE`: restores a backup made by `npm run db:backup` into an EMPTY database:
// with DATABASE_URL, a database without tables; otherwise a new DATA_DIR (its postgres folder must
// not exist yet or be empty). It never overwrites data. The next `npm start` applies newer migrations.
import { readdir, stat } from "node:fs/promises";
import { restoreBackup, RestoreRefused } from "#server/backups/snapshot.server.ts";
import { loadConfig } from "#server/config.server.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.server.ts";
import { createLogger } from "#server/logger.server.ts";

const usage = "Usage: npm run db:restore -- FILE   (into an empty DATA_DIR, or an empty DATABASE_URL)";
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail(usage);
if (!(await stat(file).catch(() => undefined))?.isFile()) fail(`${file} is not a file.\n${usage}`);

const config = loadConfig();
const logger = createLogger({ level: "warn", pretty: true });

let url = config.databaseUrl;
let stop: (() => Promise<void>) | undefined;
if (!url) {
  const existing = await readdir(config.postgresDir).catch(() => [] as string[]);
  if (existing.length > 0)
    fail(
      `${config.postgresDir} is not empty: a restore never overwrites a database.\n` +
        `Restore into a new data directory (DATA_DIR=./restored npm run db:restore -- ${file}),\n` +
        `or stop the site and move ${config.postgresDir} away first.`,
    );
  const embedded = await startEmbeddedPostgres(config.postgresDir, logger);
  url = embedded.url;
  stop = () => embedded.stop();
}

let exitCode = 0;
try {
  const restored = await restoreBackup(url, file);
  console.log(
    `Restored ${restored.rows} rows in ${restored.tables} tables from the backup of ${restored.createdAt}` +
      (config.databaseUrl ? "." : ` into ${config.dataDir}.`),
  );
} catch (error) {
  exitCode = 1;
  if (error instanceof RestoreRefused) console.error(error.message);
  else console.error("The restore failed:", error instanceof Error ? error.message : error);
} finally {
  await stop?.();
}
process.exit(exitCode);
