import { eq } from "drizzle-orm";
import { isUuid } from "#shared/uuid.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { done, refused, type ChangeResult } from "#server/admin/result.server.ts";
import { bookings, workshops } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { releaseSeat } from "#server/payments/seats.server.ts";
import type { Services } from "#server/services.server.ts";
import { queuePlaceOpenEmails } from "#server/waitlist/notify-waitlist.server.ts";
import { bookingCancelledEmail } from "#server/email/templates/booking-emails.server.tsx";

export const bookingCancelText = {
  cancelled: "Réservation annulée avec succès",
  waitlistTold: (count: number) =>
    count === 1
      ? "Une famille de la liste d'attente a été prévenue par e-mail."
      : `${count} familles de la liste d'attente ont été prévenues par e-mail.`,
  error: "Impossible d'annuler la réservation",
  notFound: "Cette réservation n'existe plus.",
  alreadyCancelled: "Cette réservation est déjà annulée.",
} as const;

/**
 * An administrator cancels a booking (a family that wrote to cancel): its status becomes
 * 'cancelled' and, if it was confirmed, its seat is free again for the next family and the
 * workshop's waiting list is told by e-mail. The parent is told by e-mail too. Any refund is made in the payment provider's
 * dashboard; the audit log keeps who cancelled and when. Answers how many families were told.
 */
export async function cancelBooking(
  services: Pick<Services, "db" | "config" | "mail">,
  actor: Actor,
  id: string,
): Promise<ChangeResult<{ waitlistTold: number }>> {
  if (!isUuid(id)) return refused(bookingCancelText.notFound);
  const result = await services.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: bookings.status,
        reference: bookings.reference,
        parentEmail: bookings.parentEmail,
        workshopTitle: workshops.title,
        workshopId: bookings.workshopId,
        groupId: bookings.groupId,
      })
      .from(bookings)
      .leftJoin(workshops, eq(workshops.id, bookings.workshopId))
      .where(eq(bookings.id, id))
      .for("update", { of: bookings });
    if (!before) return refused(bookingCancelText.notFound);
    if (before.status === "cancelled") return refused(bookingCancelText.alreadyCancelled);
    await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
    // The parent is told once per booking (the dedupe key), with the cancellation or not at all.
    await enqueueEmail(tx, {
      kind: "booking-cancelled",
      to: before.parentEmail,
      dedupeKey: `booking-cancelled:${id}`,
      bookingId: id,
      ...(await bookingCancelledEmail({
        academyName: services.config.academyName,
        contactEmail: services.config.contactEmail,
        reference: before.reference,
        workshopTitle: before.workshopTitle ?? "your workshop",
      })),
    });
    let waitlistTold = 0;
    if (before.status === "confirmed") {
      await releaseSeat(tx, before);
      waitlistTold = await queuePlaceOpenEmails(tx, services.config, before.workshopId, id);
    }
    await recordAudit(tx, {
      actor,
      action: "cancel",
      entity: "booking",
      entityId: id,
      before: { reference: before.reference, status: before.status },
      after: { reference: before.reference, status: "cancelled" },
    });
    return done({ waitlistTold });
  });
  if (result.ok) services.mail.wake();
  return result;
}
