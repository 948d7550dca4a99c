import { and, eq, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import { recordAudit, SYSTEM_ACTOR } from "#server/audit/audit-log.server.ts";
import {
  bookings,
  seatHolds,
  newsletterSubscribers,
  waitingList,
  waitlistOffers,
  workshopGroups,
} from "#server/db/schema.server.ts";
import { purgeReviews } from "#server/reviews/review-retention.server.ts";
import { deleteExpiredDraftOrders } from "#server/bookings/draft-order.server.ts";
import type { Services } from "#server/services.server.ts";
import { ERASED_FIELDS, eraseTeenDetails } from "./erase-teen-details.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product/childrens-data.md#retention: the limits that are not settings. */
export const RETENTION_LIMITS = {
  afterCancellationDays: 90,
  waitingListMonths: 12,
  unconfirmedNewsletterDays: 30,
  unsubscribedNewsletterYears: 3,
} as const;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
function monthsBefore(now: Date, months: number) {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/**
 * Which bookings' teen details are due for erasure, one condition per rule: cancelled 90 days ago,
 * or in a group whose last session (sessions are weekly) was `retentionDays` days ago or more.
 */
function bookingsDue(now: Date, retentionDays: number): { rule: string; where: SQL }[] {
  const lastDay = daysBefore(now, retentionDays).toISOString().slice(0, 10);
  return [
    {
      rule: "cancelled",
      where: and(
        eq(bookings.status, "cancelled"),
        lt(bookings.cancelledAt, daysBefore(now, RETENTION_LIMITS.afterCancellationDays)),
      )!,
    },
    {
      rule: "group_ended",
      where: inArray(
        bookings.groupId,
        sql`(select ${workshopGroups.id} from ${workshopGroups}
          where ${workshopGroups.firstSessionDate} + (${workshopGroups.sessionCount} - 1) * 7 < ${lastDay}::date)`,
      ),
    },
  ];
}

/**
 * The daily retention job (docs/product/childrens-data.md#retention): erases the teens' details of
 * bookings past their limit (keeping reference, dates and amounts), deletes waiting-list entries
 * older than 12 months, newsletter sign-ups never confirmed after 30 days and addresses
 * unsubscribed for 3 years. Every erasure goes into the audit log, by id and reference only.
 * `now` is injected so that tests move the clock, not the data. Safe to run twice.
 */
export async function applyRetention(
  services: Pick<Services, "db" | "config" | "logger">,
  now: Date = new Date(),
) {
  const { db, config, logger } = services;
  return db.transaction(async (tx) => {
    let teens = 0;
    for (const { rule, where } of bookingsDue(now, config.retention.days)) {
      const due = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(where, isNull(bookings.teenDetailsErasedAt)));
      const erased = await eraseTeenDetails(
        tx,
        due.map((row) => row.id),
        now,
      );
      for (const booking of erased)
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: "erase",
          entity: "booking",
          entityId: booking.id,
          after: { reference: booking.reference, erased: ERASED_FIELDS, rule },
        });
      teens += erased.length;
    }
    const waiting = await tx
      .delete(waitingList)
      .where(lt(waitingList.createdAt, monthsBefore(now, RETENTION_LIMITS.waitingListMonths)))
      .returning({ id: waitingList.id });
    // Offers made to those families go with them (an ended one only: a live offer holds a seat),
    // and so do their seat holds, which carry the address.
    const offers = await tx
      .delete(waitlistOffers)
      .where(
        and(
          ne(waitlistOffers.status, "offered"),
          lt(waitlistOffers.createdAt, monthsBefore(now, RETENTION_LIMITS.waitingListMonths)),
        ),
      )
      .returning({ holdId: waitlistOffers.holdId });
    if (offers.length > 0)
      await tx.delete(seatHolds).where(
        and(
          inArray(
            seatHolds.id,
            offers.map((offer) => offer.holdId),
          ),
          eq(seatHolds.kind, "waitlist_offer"),
          ne(seatHolds.status, "open"),
        ),
      );
    const unconfirmed = await tx
      .delete(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.confirmed, false),
          isNull(newsletterSubscribers.unsubscribedAt),
          lt(newsletterSubscribers.subscribedAt, daysBefore(now, RETENTION_LIMITS.unconfirmedNewsletterDays)),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    const unsubscribed = await tx
      .delete(newsletterSubscribers)
      .where(
        and(
          isNotNull(newsletterSubscribers.unsubscribedAt),
          lt(
            newsletterSubscribers.unsubscribedAt,
            monthsBefore(now, RETENTION_LIMITS.unsubscribedNewsletterYears * 12),
          ),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    // Deleted rows are counted, not named: the audit log holds no address or child's name.
    if (waiting.length + offers.length > 0)
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: "delete",
        entity: "waiting_list",
        after: { deleted: waiting.length, offers: offers.length, rule: "older-than-12-months" },
      });
    // Booking forms sent and never paid: their teens' details go once the order has expired.
    const drafts = await deleteExpiredDraftOrders(tx, now);
    if (drafts > 0) logger.info({ drafts }, "Expired booking forms deleted");
    // Reviews hold no teen data; their own limits (docs/product/childrens-data.md#retention).
    const reviews = await purgeReviews(tx, now);
    if (reviews > 0) logger.info({ reviews }, "Reviews past their retention deleted");
    const newsletter = unconfirmed.length + unsubscribed.length;
    if (newsletter > 0)
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: "delete",
        entity: "newsletter",
        after: { unconfirmed: unconfirmed.length, unsubscribed: unsubscribed.length },
      });
    const summary = {
      teens,
      waitingList: waiting.length,
      unconfirmedNewsletter: unconfirmed.length,
      unsubscribedNewsletter: unsubscribed.length,
    };
    logger.info(summary, "Retention applied");
    return summary;
  });
}
