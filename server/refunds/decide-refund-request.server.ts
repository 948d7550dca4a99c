import type { Transaction } from "#server/db/client.server.ts";
import { and, eq } from "drizzle-orm";
import type { RefundDecision, RefundRequestRefusal } from "#shared/admin/refund-answer.ts";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import { isUuid } from "#shared/uuid.ts";
import { done } from "#server/admin/result.server.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { cancelBooking } from "./cancel-booking.server.ts";
import { bookings, refunds, workshops } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { refundRequestDeclinedEmail } from "#server/email/templates/refund-request-emails.server.tsx";
import type { Services } from "#server/services.server.ts";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";

type DecideServices = Pick<Services, "db" | "config" | "mail" | "logger" | "payments">;

/** The booking's waiting request, read under the booking's lock. */
async function waitingRequest(tx: Transaction, bookingId: string) {
  const [request] = await tx
    .select({ id: refunds.id, amount: refunds.amount, language: refunds.language })
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
): Promise<Outcome<RefundDecision, RefundRequestRefusal>> {
  if (!isUuid(bookingId)) return refusal("no_request");
  const result = await cancelBooking(services, actor, bookingId, { kind: "full" }, async (tx) =>
    (await waitingRequest(tx, bookingId))
      ? done({ kind: "full", reason: "guarantee" } as const)
      : refusal("no_request"),
  );
  if (!result.ok) return result;
  const refund = result.value.refund;
  if (!refund) return done<RefundDecision>({ kind: "declined" });
  return done<RefundDecision>({ kind: "accepted", amount: refund.amount, status: refund.status });
}

/**
 * An administrator declines a family's guarantee request: the booking stays confirmed, the refund row
 * becomes `declined`, the family is e-mailed and the audit log records who decided.
 */
export async function declineRefundRequest(
  services: DecideServices,
  actor: Actor,
  bookingId: string,
): Promise<Outcome<RefundDecision, RefundRequestRefusal>> {
  if (!isUuid(bookingId)) return refusal("no_request");
  const { config } = services;
  const result = await services.db.transaction(async (tx): Promise<Outcome<RefundDecision, "no_request">> => {
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
    if (!booking || !request) return refusal("no_request");
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
        bookingUrl: bookingPageUrl(config, booking.receiptToken, request.language),
        language: request.language,
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
    return done<RefundDecision>({ kind: "declined" });
  });
  if (result.ok) services.mail.wake();
  return result;
}
