import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { pageContent, type PageKey } from "../db/schema.ts";
import { contentDefaults } from "./defaults.ts";

/**
 * The content of one editable section: the admin's stored fields over the
 * built-in defaults, so a missing field never leaves a hole in the page.
 */
export async function getPageContent(db: Database, pageKey: PageKey): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ content: pageContent.content })
    .from(pageContent)
    .where(eq(pageContent.pageKey, pageKey))
    .limit(1);
  return { ...contentDefaults[pageKey].content, ...(row?.content ?? {}) };
}
