import type { Config } from "#server/config.server.ts";
import type { Logger } from "#server/logger.server.ts";
import { APP_DATABASE, runningServerUrl, startEmbeddedPostgres } from "./embedded.server.ts";

/**
 * The database a command-line script works on: DATABASE_URL when set; otherwise the embedded
 * PostgreSQL of DATA_DIR, the running one (the site is up) or one started for the time of the
 * script. `close` stops only what the script started.
 */
export async function openScriptDatabase(config: Config, logger: Logger) {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const running = await runningServerUrl(config.postgresDir, APP_DATABASE);
  if (running) return { url: running, close: async () => undefined };
  const embedded = await startEmbeddedPostgres(config.postgresDir, logger);
  return { url: embedded.url, close: () => embedded.stop() };
}
