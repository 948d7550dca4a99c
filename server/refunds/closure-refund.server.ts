import { sql } from "drizzle-orm";
import { done } from "#server/admin/result.server.ts";
import { FAMILY_ACTOR, SYSTEM_ACTOR, type Actor } from "#server/audit/audit-log.server.ts";
import { cancelBooking, type RefundChoice } from "./cancel-booking.server.ts";
import { pendingClosureOffer, resolveClosureOffer } from "#server/groups/closure-offers.server.ts";
import type { Services } from "#server/services.server.ts";
import { familyBookingByToken } from "./booking-policy.server.ts";
import { refundPolicy } from "./refund-policy.server.ts";

type RefundServices = Pick<Services, "db" | "config" | "mail" | "logger" | "payments">;

/**
 * How a closed group's refund ended: done, already done (a second click), no open choice (the
 * family moved meanwhile), or not possible through the site (paid off the site).
 */
export type ClosureRefundOutcome = "refunded" | "already" | "no-choice" | "not-found" | "not-allowed";

/**
 * The full refund of a booking whose group the academy closed (docs/product/groups.md#groups-too-small-to-run),
 * chosen by the family or, after the deadline, made by the job. The cancellation is the ordinary one
 * (cancelBooking: seat freed, credit note, e-mail, refund sent with its idempotency key); under the
 * booking's lock the one refund policy must still answer `group-closed` and the family's choice
 * must still be open, which it closes in the same transaction: a second click, a retry or a second
 * process finds the booking cancelled or the choice made, and changes nothing.
 */
async function refundClosedGroupBooking(
  services: RefundServices,
  actor: Actor,
  bookingId: string,
  token: string,
  now: Date,
): Promise<ClosureRefundOutcome> {
  const result = await cancelBooking(services, actor, bookingId, { kind: "none" }, async (tx) => {
    const booking = await familyBookingByToken(tx, token);
    const offer = booking ? await pendingClosureOffer(tx, booking.id) : null;
    if (!booking) return { ok: false, reason: "not-found" } as const;
    if (!offer) return { ok: false, reason: "no-choice" } as const;
    const policy = refundPolicy(booking, now);
    if (policy.kind !== "cancel" || policy.reason !== "group-closed")
      return { ok: false, reason: "not-allowed" } as const;
    await resolveClosureOffer(tx, booking.id, offer.groupId, "refunded", now);
    const choice: RefundChoice =
      policy.amount > 0 ? { kind: "full", reason: "group-closed" } : { kind: "none" };
    return done(choice);
  });
  if (result.ok) return "refunded";
  if (result.reason === "already_cancelled") return "already";
  if (result.reason === "no-choice") return "no-choice";
  if (result.reason === "not_found" || result.reason === "not-found") return "not-found";
  return "not-allowed";
}

/** The family's "Full refund" on its booking page: one click, idempotent. */
export async function refundFromClosureChoice(
  services: RefundServices,
  token: string,
  now: Date = new Date(),
): Promise<ClosureRefundOutcome> {
  const booking = await familyBookingByToken(services.db, token);
  if (!booking) return "not-found";
  return refundClosedGroupBooking(services, FAMILY_ACTOR, booking.id, token, now);
}

/**
 * The job's part (docs/product/groups.md#groups-too-small-to-run): every family whose choice ran
 * out at `now` without a move or a refund is refunded in full. A booking the site cannot refund
 * (paid off the site) has its choice closed as `unrefunded` and is logged for the academy to
 * refund by hand. Safe to run twice at once: see refundClosedGroupBooking.
 */
export async function refundExpiredClosureChoices(services: RefundServices, now: Date = new Date()) {
  const due = await services.db.execute<{ booking_id: string; group_id: string; receipt_token: string }>(sql`
    select o.booking_id, o.group_id, b.receipt_token from group_closure_offers o
    join bookings b on b.id = o.booking_id
    where o.resolution is null and o.deadline <= ${now.toISOString()}::timestamptz
      and b.status = 'confirmed' and b.group_id = o.group_id
    order by o.deadline limit 100`);
  let refunded = 0;
  for (const row of due.rows) {
    const outcome = await refundClosedGroupBooking(
      services,
      SYSTEM_ACTOR,
      row.booking_id,
      row.receipt_token,
      now,
    );
    if (outcome === "refunded") refunded++;
    if (outcome === "not-allowed") {
      await resolveClosureOffer(services.db, row.booking_id, row.group_id, "unrefunded", now);
      services.logger.warn(
        { bookingId: row.booking_id },
        "A closed group's booking could not be refunded through the site: refund it by hand",
      );
    }
  }
  if (refunded > 0)
    services.logger.info({ refunded }, "Closed groups' families refunded after their deadline");
  return { refunded };
}
