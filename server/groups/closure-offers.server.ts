import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { bookings, groupClosureOffers, workshopGroups } from "#server/db/schema.server.ts";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";
import { isBookingToken } from "#server/family-links/booking-token.server.ts";
import { confirmedBookingsOfGroup } from "#server/delivery/booking-groups.server.ts";
import { enqueueEmails, type EmailToQueue } from "#server/email/outbox.server.ts";
import { groupClosedEmail } from "#server/email/templates/group-closed-email.server.tsx";
import type { Config } from "#server/config.server.ts";
import { groupLabelWithDates } from "#shared/group-label.ts";
import type { Language } from "#shared/language.ts";
import {
  groupScheduleSql,
  groupStartsAt,
  scheduleOfRow,
  type GroupScheduleRow,
} from "#server/group-schedule/group-sql.server.ts";
import { groupSeatsLeft } from "#server/seats/seats.server.ts";

/** How long a family has to choose after its group closed; then the job refunds it. */
export const CLOSURE_CHOICE_HOURS = 48;

type Reader = Pick<Database, "select" | "execute">;

/** Another group a family of a closed group may move to: open, not started, a seat free. */
export type MoveTarget = { id: string; label: string };

export const groupClosureKey = (bookingId: string, groupId: string) => `group-closed:${bookingId}:${groupId}`;

/**
 * The workshop's groups a family may move to now, named in `language`: on sale (shown, not closed),
 * not started, with a seat free once live holds are counted. The move itself counts again under
 * the seat lock (server/booking-page/switch-group.server.ts).
 */
export async function moveTargets(
  reader: Reader,
  workshopId: string,
  language: Language,
  now: Date,
): Promise<MoveTarget[]> {
  const rows = await reader.execute<
    {
      id: string;
      date_range: string;
      time_text: string;
    } & GroupScheduleRow
  >(sql`
    select g.id, g.date_range, g.time_text, ${groupScheduleSql("g")}
    from workshop_groups g
    where g.workshop_id = ${workshopId} and g.is_active and g.closed_at is null
      and ${groupStartsAt("g")} > ${now.toISOString()}::timestamptz
      and ${groupSeatsLeft("g")} > 0
    order by g.first_session_date, g.start_time, g.id`);
  return rows.rows.map((row) => ({
    id: row.id,
    label: groupLabelWithDates(
      { dateRange: row.date_range, timeText: row.time_text, ...scheduleOfRow(row) },
      language,
    ),
  }));
}

/**
 * Gives every confirmed booking of a closed group its choice (docs/product/groups.md#groups-too-small-to-run):
 * a row with its deadline (48 hours from now) and one e-mail in the family's language naming the
 * other groups and the full refund, both chosen on the booking page. A booking that already has its
 * row is left alone, and the e-mail's dedupe key is the row's, so running it again sends nothing twice.
 * Answers how many families were offered.
 */
export async function offerClosureChoices(
  tx: Transaction,
  config: Pick<Config, "publicUrl" | "academyName" | "contactEmail">,
  groupId: string,
  now: Date,
): Promise<number> {
  const families = await confirmedBookingsOfGroup(tx, groupId);
  if (families.length === 0) return 0;
  const deadline = new Date(now.getTime() + CLOSURE_CHOICE_HOURS * 3_600_000);
  const inserted = await tx
    .insert(groupClosureOffers)
    .values(families.map((booking) => ({ bookingId: booking.bookingId, groupId, deadline })))
    .onConflictDoNothing()
    .returning({ bookingId: groupClosureOffers.bookingId });
  const offered = new Set(inserted.map((row) => row.bookingId));
  const [{ workshopId } = { workshopId: "" }] = await tx
    .select({ workshopId: workshopGroups.workshopId })
    .from(workshopGroups)
    .where(eq(workshopGroups.id, groupId));
  const targets = new Map<Language, MoveTarget[]>();
  const emails: EmailToQueue[] = [];
  for (const booking of families.filter((family) => offered.has(family.bookingId))) {
    const language = booking.language;
    if (!targets.has(language)) targets.set(language, await moveTargets(tx, workshopId, language, now));
    emails.push({
      kind: "group-closed",
      to: booking.parentEmail,
      bookingId: booking.bookingId,
      dedupeKey: groupClosureKey(booking.bookingId, groupId),
      ...(await groupClosedEmail(
        {
          academyName: config.academyName,
          contactEmail: config.contactEmail,
          parentName: [booking.parentFirstName, booking.parentLastName].filter(Boolean).join(" "),
          workshopTitle: booking.workshopTitle,
          reference: booking.reference,
          groups: (targets.get(language) ?? []).map((group) => group.label),
          deadline,
          timeZone: booking.schedule.timeZone,
          bookingUrl: `${bookingPageUrl(config, booking.receiptToken, language)}#group-closed-heading`,
        },
        language,
      )),
    });
  }
  await enqueueEmails(tx, emails);
  return offered.size;
}

/**
 * The families who booked a closed group after it closed (a payment under way at the moment of
 * closing): they get their choice too. Run by the small-groups job; answers how many were offered.
 */
export async function offerLateClosureChoices(
  db: Database,
  config: Pick<Config, "publicUrl" | "academyName" | "contactEmail">,
  now: Date,
): Promise<number> {
  const groups = await db.execute<{ id: string }>(sql`
    select distinct g.id from workshop_groups g join bookings b on b.group_id = g.id
    where g.small_group_decision = 'closed' and b.status = 'confirmed'
      and not exists (select 1 from group_closure_offers o where o.booking_id = b.id and o.group_id = g.id)`);
  let offered = 0;
  for (const group of groups.rows)
    offered += await db.transaction(async (tx) => {
      await tx
        .select({ id: workshopGroups.id })
        .from(workshopGroups)
        .where(eq(workshopGroups.id, group.id))
        .for("update");
      return offerClosureChoices(tx, config, group.id, now);
    });
  return offered;
}

/**
 * The join of a booking and its choice still open: the row for the group the booking is in, not yet
 * resolved, the booking confirmed. The booking page and the family page read it alike.
 */
export const openClosureOfferOfBooking = and(
  eq(groupClosureOffers.bookingId, bookings.id),
  eq(groupClosureOffers.groupId, sql`${bookings.groupId}`),
  eq(bookings.status, "confirmed"),
  isNull(groupClosureOffers.resolution),
);

/** A booking's choice still open (null: none). */
export async function pendingClosureOffer(reader: Pick<Database, "select">, bookingId: string) {
  const [offer] = await reader
    .select({ groupId: groupClosureOffers.groupId, deadline: groupClosureOffers.deadline })
    .from(groupClosureOffers)
    .innerJoin(bookings, openClosureOfferOfBooking)
    .where(eq(groupClosureOffers.bookingId, bookingId));
  return offer ?? null;
}

/** Marks a booking's open choice as made (inside the transaction that makes it); answers whether it was open. */
export async function resolveClosureOffer(
  tx: Pick<Database, "update">,
  bookingId: string,
  groupId: string,
  resolution: "moved" | "refunded" | "unrefunded",
  now: Date,
) {
  const resolved = await tx
    .update(groupClosureOffers)
    .set({ resolution, resolvedAt: now })
    .where(
      and(
        eq(groupClosureOffers.bookingId, bookingId),
        eq(groupClosureOffers.groupId, groupId),
        isNull(groupClosureOffers.resolution),
      ),
    )
    .returning({ bookingId: groupClosureOffers.bookingId });
  return resolved.length > 0;
}

/** What the booking page offers a family whose group closed: the deadline and the groups to move to. */
export type ClosureChoices = { deadline: string; timeZone: string; groups: MoveTarget[] };

/** The booking page's choices for the booking behind `token` (null: no open choice). */
export async function closureChoicesByToken(
  db: Reader,
  token: string,
  language: Language,
  now: Date,
): Promise<ClosureChoices | null> {
  if (!isBookingToken(token)) return null;
  const [booking] = await db
    .select({
      id: bookings.id,
      workshopId: bookings.workshopId,
      timeZone: workshopGroups.timeZone,
    })
    .from(bookings)
    .innerJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
    .where(eq(bookings.receiptToken, token));
  if (!booking) return null;
  const offer = await pendingClosureOffer(db, booking.id);
  if (!offer) return null;
  return {
    deadline: offer.deadline.toISOString(),
    timeZone: booking.timeZone,
    groups: await moveTargets(db, booking.workshopId, language, now),
  };
}
