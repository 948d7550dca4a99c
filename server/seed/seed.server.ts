import { sql } from "drizzle-orm";
import { contentDefaults } from "#server/content/defaults.server.ts";
import type { Logger } from "#server/logger.server.ts";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { PAGE_KEYS } from "#shared/stored-values.ts";
import { discountCodes, pageContent, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { seedDiscountCodes, seedGroups, seedWorkshops } from "./seed-data.server.ts";

async function isEmpty(tx: Transaction, table: typeof workshops | typeof discountCodes | typeof pageContent) {
  const rows = await tx
    .select({ one: sql`1` })
    .from(table)
    .limit(1);
  return rows.length === 0;
}

/**
 * Fills empty tables with the starting offer and content. A table that already
 * has rows is left alone, so a restart never duplicates or overwrites an edit.
 */
export async function seedDatabase(db: Database, logger: Logger) {
  try {
    await db.transaction(async (tx) => {
      // Two processes starting together must not both seed.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed'))`);

      if (await isEmpty(tx, workshops)) {
        await tx.insert(workshops).values(seedWorkshops);
        // The seeded groups start in the academy's default zone, as their "EST" texts say.
        await tx.insert(workshopGroups).values(seedGroups(new Date().toISOString().slice(0, 10)));
        logger.info("Workshops initialized");
      } else {
        logger.info("Workshops already initialized");
      }

      if (await isEmpty(tx, discountCodes)) {
        await tx.insert(discountCodes).values(seedDiscountCodes);
      }

      if (await isEmpty(tx, pageContent)) {
        await tx
          .insert(pageContent)
          .values(PAGE_KEYS.map((pageKey) => ({ pageKey, ...contentDefaults[pageKey] })));
      }
    });
  } catch (error) {
    logger.error({ err: error }, "Error initializing workshops");
    throw new Error("Failed to initialize workshops", { cause: error });
  }
}
