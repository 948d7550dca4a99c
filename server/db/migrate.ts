import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "drizzle");

/** Applies the committed migrations; already-applied ones are skipped. */
export async function runMigrations(db: Database) {
  await migrate(db, { migrationsFolder });
}
