import { and, eq } from "drizzle-orm";
import { formatEurosFr } from "#shared/money.ts";
import { isUuid } from "#shared/uuid.ts";
import { done, refused, type ChangeResult } from "#server/admin/result.server.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { cancelBooking } from "#server/bookings/cancel-booking.server.ts";
import { bookings, refunds, workshops } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { refundRequestDeclinedEmail } from "#server/email/templates/refund-request-emails.server.tsx";
import type { Transaction } from "#server/payments/seats.server.ts";
import type { Services } from "#server/services.server.ts";
import { bookingPageUrl } from "#server/booking-page/booking-page-url.server.ts";

export const refundRequestText = {
  accepted: (amount: number) =>
    `Demande acceptée : réservation annulée, ${formatEurosFr(amount)} remboursés à la famille.`,
  acceptedPending: (amount: number) =>
    `Demande acceptée : réservation annulée, remboursement de ${formatEurosFr(amount)} en cours.`,
  acceptedFailed: (amount: number) =>
    `Demande acceptée : réservation annulée, mais le remboursement de ${formatEurosFr(amount)} a échoué chez le prestataire de paiement : il sera retenté automatiquement.`,
  declined: "Demande refusée : la réservation reste confirmée et la famille a été prévenue par e-mail.",
  noRequest: "Cette réservation n'a pas de demande de remboursement en attente.",
  error: "Impossible de traiter la demande de remboursement",
} as const;

type DecideServices = Pick<Services, "db" | "config" | "mail" | "logger" | "payments">;

/** The booking's waiting request, read under the booking's lock. */
async function waitingRequest(tx: Transaction, bookingId: string) {
  const [request] = await tx
    .select({ id: refunds.id, amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, "requested")));
  return request ?? null;
}

/**
 * An administrator accepts a family's guarantee request (docs/product/privacy-and-refunds.md#refund-statuses):
 * the booking is cancelled with a full refund, exactly as the back-office's cancellation does (seat
 * freed, parent e-mailed with the amount, refund sent with its idempotency key, audit entry).
 */
export async function acceptRefundRequest(
  services: DecideServices,
  actor: Actor,
  bookingId: string,
): Promise<ChangeResult<string>> {
  if (!isUuid(bookingId)) return refused(refundRequestText.noRequest);
  const result = await cancelBooking(services, actor, bookingId, { kind: "full" }, async (tx) =>
    (await waitingRequest(tx, bookingId)) ? done({ kind: "full" }) : refused(refundRequestText.noRequest),
  );
  if (!result.ok) return result;
  const refund = result.value.refund;
  if (!refund) return done(refundRequestText.declined);
  if (refund.status === "refunded") return done(refundRequestText.accepted(refund.amount));
  if (refund.status === "failed") return done(refundRequestText.acceptedFailed(refund.amount));
  return done(refundRequestText.acceptedPending(refund.amount));
}

/**
 * An administrator declines a family's guarantee request: the booking stays confirmed, the refund row
 * becomes `declined`, the family is e-mailed and the audit log records who decided.
 */
export async function declineRefundRequest(
  services: DecideServices,
  actor: Actor,
  bookingId: string,
): Promise<ChangeResult<string>> {
  if (!isUuid(bookingId)) return refused(refundRequestText.noRequest);
  const { config } = services;
  const result = await services.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        reference: bookings.reference,
        parentEmail: bookings.parentEmail,
        receiptToken: bookings.receiptToken,
        workshopTitle: workshops.title,
      })
      .from(bookings)
      .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
      .where(eq(bookings.id, bookingId))
      .for("update", { of: bookings });
    const request = booking ? await waitingRequest(tx, bookingId) : null;
    if (!booking || !request) return refused(refundRequestText.noRequest);
    await tx
      .update(refunds)
      .set({ status: "declined", decidedBy: actor.email })
      .where(eq(refunds.id, request.id));
    await enqueueEmail(tx, {
      kind: "refund-request-declined",
      to: booking.parentEmail,
      dedupeKey: `refund-declined:${request.id}`,
      bookingId,
      ...(await refundRequestDeclinedEmail({
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        reference: booking.reference,
        workshopTitle: booking.workshopTitle,
        amount: request.amount,
        bookingUrl: bookingPageUrl(config, booking.receiptToken),
      })),
    });
    await recordAudit(tx, {
      actor,
      action: "refund",
      entity: "booking",
      entityId: bookingId,
      before: { reference: booking.reference, refundId: request.id, status: "requested" },
      after: { reference: booking.reference, refundId: request.id, status: "declined" },
    });
    return done(refundRequestText.declined);
  });
  if (result.ok) services.mail.wake();
  return result;
}
