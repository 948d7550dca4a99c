import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.server.ts";
import { emailOutbox, type OutboxAttachment } from "#server/db/schema.server.ts";
import type { Logger } from "#server/logger.server.ts";
import type { Language } from "#shared/language.ts";
import type { MailTransport } from "./transport.server.ts";
import { invoiceAttachment } from "#server/invoices/invoice-pdf.server.ts";

export type EmailToQueue = {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** The language the message is written in, when known: recorded as its Content-Language header. */
  language?: Language;
  attachments?: OutboxAttachment[];
  /** The same key is queued once, whatever retries or replays call this. */
  dedupeKey?: string;
  bookingId?: string;
};

/** After this many failed attempts a message is marked failed (and stays visible for follow-up). */
const MAX_ATTEMPTS = 12;
/** A claimed message is retried by another worker if this one dies while sending. */
const CLAIM_SECONDS = 120;

/** Backoff before attempt n+1: 5 s, 10 s, 20 s ... capped at 30 minutes. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(5 * 2 ** Math.max(attempts - 1, 0), 1800);
}

/** The outbox row of one message to queue. */
function outboxRow(email: EmailToQueue) {
  return {
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    html: email.html,
    textBody: email.text,
    headers: { ...(email.language ? { "Content-Language": email.language } : {}), ...email.headers },
    attachments: email.attachments ?? [],
    dedupeKey: email.dedupeKey,
    bookingId: email.bookingId,
  };
}

/**
 * Queues a message. Call it inside the transaction that causes the message,
 * so the message exists if and only if the change was committed.
 * Returns the new row's id, or undefined when the dedupe key was already queued.
 */
export async function enqueueEmail(
  executor: Executor<"insert">,
  email: EmailToQueue,
): Promise<string | undefined> {
  const [row] = await executor
    .insert(emailOutbox)
    .values(outboxRow(email))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return row?.id;
}

/**
 * Queues several messages in one statement; those whose dedupe key is already queued are skipped.
 * Returns how many were new.
 */
export async function enqueueEmails(executor: Executor<"insert">, emails: EmailToQueue[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await executor
    .insert(emailOutbox)
    .values(emails.map(outboxRow))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * Sends the messages that are due. Each is claimed atomically (SKIP LOCKED),
 * so several processes can drain one outbox without sending anything twice.
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  logger: Logger,
  options: { from: string; batchSize?: number; now?: Date },
) {
  const now = options.now ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      // The database clock, unless a test pins the time: rows are stamped by it, with microseconds.
      .where(
        and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, options.now ?? sql`now()`)),
      )
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(options.batchSize ?? 20)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  let sent = 0;
  for (const message of claimed) {
    try {
      await transport.send({
        from: options.from,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.textBody,
        headers: message.headers,
        attachments: await Promise.all(
          message.attachments.map((attachment) =>
            "invoiceId" in attachment ? invoiceAttachment(db, attachment.invoiceId) : attachment,
          ),
        ),
        key: message.id,
        queuedAt: message.createdAt,
      });
      await db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: new Date(),
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: null,
        })
        .where(eq(emailOutbox.id, message.id));
      sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      logger.warn({ err: error, emailId: message.id, attempts }, "Sending e-mail failed; will retry");
      await db
        .update(emailOutbox)
        .set({
          attempts,
          status: failed ? "failed" : "pending",
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000),
        })
        .where(eq(emailOutbox.id, message.id));
    }
  }
  return { claimed: claimed.length, sent };
}
