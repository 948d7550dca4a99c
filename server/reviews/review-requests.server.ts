import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings, reviews, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { reviewRequestEmail } from "#server/email/templates/review-request-email.server.tsx";
import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { groupEndsAt } from "#server/group-schedule/group-sql.server.ts";
import type { Services } from "#server/services.server.ts";
import { familyLanguage } from "#server/attendance/family-language.server.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { paths } from "#shared/paths.ts";
import { REVIEW_LINK_DAYS, reviewerName } from "#shared/reviews.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";

/**
 * A group that ended longer ago than this is not asked any more: a server that was stopped for a
 * while does not write to families weeks after their workshop.
 */
export const REVIEW_REQUEST_WITHIN_DAYS = 14;

export const reviewRequestKey = (groupId: string, orderKey: string) =>
  `review-request:${groupId}:${orderKey}`;

const GROUP = '"workshop_groups"';

/** The confirmed bookings of groups whose last session ended at `now` or before, and not long ago. */
function endedGroupBookings(db: Pick<Database, "select">, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      bookingId: bookings.id,
      holdId: bookings.holdId,
      orderSeat: bookings.orderSeat,
      parentFirstName: bookings.parentFirstName,
      parentLastName: bookings.parentLastName,
      parentEmail: bookings.parentEmail,
      receiptToken: bookings.receiptToken,
      language: bookings.language,
      workshopTitle: workshops.title,
      frenchTexts: workshops.frenchTexts,
      groupId: workshopGroups.id,
      ...groupScheduleColumns,
    })
    .from(bookings)
    .innerJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        sql`${groupEndsAt(GROUP)} <= ${at}`,
        sql`${groupEndsAt(GROUP)} > ${at} - make_interval(days => ${REVIEW_REQUEST_WITHIN_DAYS})`,
        sql`not exists (select 1 from reviews r where r.group_id = ${workshopGroups.id}
          and r.order_key = coalesce(${bookings.holdId}::text, ${bookings.id}::text))`,
      ),
    )
    .orderBy(bookings.orderSeat);
}

type EndedBooking = Awaited<ReturnType<typeof endedGroupBookings>>[number];

/** One booking per order and group (siblings of one payment share one request): the order's first teen. */
function firstOfEachOrder(rows: EndedBooking[]) {
  const orders = new Map<string, { orderKey: string; booking: EndedBooking }>();
  for (const row of rows) {
    const orderKey = row.holdId ?? row.bookingId;
    const key = `${row.groupId}:${orderKey}`;
    if (!orders.has(key)) orders.set(key, { orderKey, booking: row });
  }
  return [...orders.values()];
}

export type ReviewRequestServices = Pick<Services, "config" | "logger"> & {
  db: Database;
  mail?: Pick<Services["mail"], "wake">;
};

/**
 * Asks each family whose group's last session has ended for its review, once per order and group:
 * the review row (its token is the page's secret) and its e-mail are written in one transaction, and
 * the row's unique (group, order) and the e-mail's dedupe key let any number of runs, retries and
 * processes overlap without a second e-mail.
 */
export async function queueReviewRequests(
  services: ReviewRequestServices,
  options: { now?: Date } = {},
): Promise<{ queued: number }> {
  const { db, config } = services;
  const now = options.now ?? new Date();
  const due = firstOfEachOrder(await endedGroupBookings(db, now));
  let queued = 0;
  for (const { orderKey, booking } of due) {
    const language = familyLanguage(booking);
    const token = randomBytes(32).toString("hex");
    const email = await reviewRequestEmail(
      {
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        parentName: [booking.parentFirstName, booking.parentLastName].filter(Boolean).join(" "),
        workshopTitle: workshopTitleIn(
          { title: booking.workshopTitle, frenchTexts: booking.frenchTexts },
          language,
        ),
        dates: sessionDatesText(scheduleOfGroup(booking), language),
        reviewUrl: `${config.publicUrl}${localisedPath(language, paths.review(token))}`,
        linkDays: REVIEW_LINK_DAYS,
        bookingUrl: bookingPageUrl(config, booking.receiptToken, language),
      },
      language,
    );
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          token,
          groupId: booking.groupId,
          orderKey,
          bookingId: booking.bookingId,
          language,
          reviewerName: reviewerName(booking.parentFirstName, booking.parentLastName),
          expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * 86_400_000),
        })
        .onConflictDoNothing({ target: [reviews.groupId, reviews.orderKey] })
        .returning({ id: reviews.id });
      if (!row) return false;
      const id = await enqueueEmail(tx, {
        kind: "review-request",
        to: booking.parentEmail,
        bookingId: booking.bookingId,
        dedupeKey: reviewRequestKey(booking.groupId, orderKey),
        ...email,
      });
      return id !== undefined;
    });
    if (sent) queued += 1;
  }
  if (queued > 0) {
    services.logger.info({ queued }, "Review requests queued");
    services.mail?.wake();
  }
  return { queued };
}
