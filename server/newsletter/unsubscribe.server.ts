import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { newsletterSubscribers } from "#server/db/schema.server.ts";

export type UnsubscribeOutcome = "unsubscribed" | "invalid";

/** One-click unsubscribe: sets unsubscribed_at (kept from the first time); repeating it is harmless. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeOutcome> {
  if (!token) return "invalid";
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0 ? "unsubscribed" : "invalid";
}
