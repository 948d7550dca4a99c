import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { projectRoot } from "#server/project-root.server.ts";
import type { Database } from "./client.server.ts";

export const migrationsFolder = path.join(projectRoot, "server/db/drizzle");

/** Applies the committed migrations; already-applied ones are skipped. */
export async function runMigrations(db: Database) {
  await migrate(db, { migrationsFolder });
}
