import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { newsletterSubscribers } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { welcomeEmail, type NewsletterMailContext } from "./emails.server.ts";

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "invalid";

/**
 * Follows a confirmation link: marks the subscriber confirmed once and sends
 * the welcome message once. A link of an unsubscribed address does nothing.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  context: NewsletterMailContext,
): Promise<ConfirmOutcome> {
  if (!token) return "invalid";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.confirmToken, token), isNull(newsletterSubscribers.unsubscribedAt)))
      .for("update");
    if (!row) return "invalid";
    if (row.confirmed) return "already-confirmed";
    await tx
      .update(newsletterSubscribers)
      .set({ confirmed: true, confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.id, row.id));
    await enqueueEmail(tx, await welcomeEmail(row, context));
    return "confirmed";
  });
}
