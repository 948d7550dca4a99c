import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { emailOutbox } from "#server/db/schema.server.ts";
import { enqueueEmails, type EmailToQueue } from "#server/email/outbox.server.ts";
import type { Services } from "#server/services.server.ts";
import { bookingsInRunningGroups, type BookingWithGroup } from "./booking-groups.server.ts";
import { dueMessages, type DueMessage } from "./due-messages.server.ts";
import { sessionReminderMessage, videoLinkMessage } from "./group-emails.server.ts";

export type DueMessageServices = Pick<Services, "config" | "logger"> & {
  db: Pick<Database, "select" | "insert">;
  mail?: Pick<Services["mail"], "wake">;
};

/** Rendered and queued this many at a time: a large group of due messages never sits whole in memory. */
const CHUNK = 100;

async function alreadyQueued(db: Pick<Database, "select">, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let index = 0; index < keys.length; index += 1000) {
    const rows = await db
      .select({ key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(inArray(emailOutbox.dedupeKey, keys.slice(index, index + 1000)));
    for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}

/**
 * Queues every video link and session reminder due at `now` (docs/decisions/014-scheduled-messages.md): a scan,
 * run every minute by the `group-messages` job, that is safe to run any number of times at once. Each message
 * has its dedupe key, unique in the outbox: whoever queues it first wins, the others queue nothing, and the
 * outbox sends it once.
 */
export async function queueDueGroupMessages(
  services: DueMessageServices,
  options: { now?: Date; bookings?: BookingWithGroup[] } = {},
): Promise<{ due: number; queued: number }> {
  const { db, config } = services;
  const now = options.now ?? new Date();
  const bookings = options.bookings ?? (await bookingsInRunningGroups(db, now));
  const byId = new Map(bookings.map((booking) => [booking.bookingId, booking]));
  const due: DueMessage[] = bookings.flatMap((booking) =>
    dueMessages(booking, now, config.sessionReminderHours),
  );
  if (due.length === 0) return { due: 0, queued: 0 };
  const queuedBefore = await alreadyQueued(
    db,
    due.map((message) => message.dedupeKey),
  );
  const missing = due.filter((message) => !queuedBefore.has(message.dedupeKey));
  let queued = 0;
  for (let index = 0; index < missing.length; index += CHUNK) {
    const emails: EmailToQueue[] = await Promise.all(
      missing.slice(index, index + CHUNK).map((message) => {
        const booking = byId.get(message.bookingId)!;
        return message.kind === "video-link"
          ? videoLinkMessage(config, booking)
          : sessionReminderMessage(config, booking, message.sessionIndex);
      }),
    );
    queued += await enqueueEmails(db, emails).catch((error: unknown) => {
      // The failed query's parameters hold the messages (a teen's name): only the database's reason goes on.
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : "unknown";
      throw new Error(`Queuing group messages failed: ${reason}`);
    });
  }
  if (queued > 0) {
    services.logger.info({ due: due.length, queued }, "Group messages queued");
    services.mail?.wake();
  }
  return { due: due.length, queued };
}
