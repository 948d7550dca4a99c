import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { emailOutbox, newsletterSubscribers } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import type { Language } from "#shared/language.ts";
import { confirmationEmail, type NewsletterMailContext } from "./emails.server.ts";

/** A fresh random token, as the schema's defaults make them. */
const newToken = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

export type SubscribeOutcome = "confirmation-sent" | "already-subscribed";

/**
 * A pending address signing up again within this time is not sent another link: the one queued
 * moments ago is on its way. Ten simultaneous sign-ups of one address send one e-mail.
 */
const CONFIRMATION_RESEND_MINUTES = 10;

/**
 * Double opt-in (docs/product/waiting-list-and-newsletter.md#double-opt-in). A new address, a pending one or one that
 * unsubscribed earlier is (again) stored as pending and sent a confirmation
 * link, in the same transaction; a confirmed, subscribed address is left alone.
 * `email` must already be normalised (trimmed, lower case) by the form schema.
 */
export async function subscribe(
  db: Database,
  email: string,
  context: NewsletterMailContext,
  /** The language of the page the address signed up on: its newsletter e-mails follow it. */
  language: Language = "en",
): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    await tx.insert(newsletterSubscribers).values({ email, language }).onConflictDoNothing();
    // The row lock serialises two signups of the same address.
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!row) throw new Error("newsletter subscriber row missing after insert");
    if (row.confirmed && !row.unsubscribedAt) return "already-subscribed";

    // Under the row's lock: the sign-up that queued a link committed before this one got here.
    if (!row.unsubscribedAt && (await confirmationQueuedLately(tx, email))) return "confirmation-sent";

    let subscriber = row;
    // A pending address signing up again, on a page of the other language, reads the link in it.
    if (!row.unsubscribedAt && row.language !== language) {
      const [relabelled] = await tx
        .update(newsletterSubscribers)
        .set({ language })
        .where(eq(newsletterSubscribers.id, row.id))
        .returning();
      if (relabelled) subscriber = relabelled;
    }
    if (row.unsubscribedAt) {
      const [renewed] = await tx
        .update(newsletterSubscribers)
        .set({
          confirmed: false,
          confirmedAt: null,
          unsubscribedAt: null,
          subscribedAt: new Date(),
          language,
          // The old confirmation link must not re-confirm the renewed subscription by accident.
          confirmToken: newToken,
        })
        .where(eq(newsletterSubscribers.id, row.id))
        .returning();
      if (!renewed) throw new Error("newsletter subscriber vanished during renewal");
      subscriber = renewed;
    }
    await enqueueEmail(tx, await confirmationEmail(subscriber, context));
    return "confirmation-sent";
  });
}

async function confirmationQueuedLately(tx: Pick<Database, "select">, email: string) {
  const [queued] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, email),
        eq(emailOutbox.kind, "newsletter-confirmation"),
        gt(emailOutbox.createdAt, sql`now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES})`),
      ),
    )
    .limit(1);
  return queued !== undefined;
}
