import { seatHolds } from "#server/db/schema.server.ts";
import type { FulfilmentServices } from "./fulfil-payment.server.ts";
import { intentHold, renewHold } from "#server/seats/holds.server.ts";
import { paymentStatus } from "./payment-status.server.ts";

export type BookingPaymentStatus =
  | {
      state: "paid";
      reference: string;
      receiptToken: string;
      inGroup: boolean;
      amountPaid: number;
      discountAmount: number;
    }
  | { state: "pending" | "failed" | "expired" | "not_found" };

/**
 * A booking payment's state for /payment-processing, readable only with the
 * intent's client secret; asking while it is pending renews the seat hold. When the provider says paid and no webhook has
 * arrived yet, the core's idempotent fulfilment confirms it now.
 */
export async function bookingPaymentStatus(
  services: FulfilmentServices,
  payment: { paymentIntentId: string; clientSecret: string },
): Promise<BookingPaymentStatus> {
  const [hold] = await services.db
    .select({
      id: seatHolds.id,
      status: seatHolds.status,
      discountAmount: seatHolds.discountAmount,
    })
    .from(seatHolds)
    .where(intentHold(payment));
  if (!hold) return { state: "not_found" };
  const status = await paymentStatus(services, payment.paymentIntentId);
  switch (status.state) {
    case "paid":
      return {
        state: "paid",
        reference: status.booking.reference,
        receiptToken: status.booking.receiptToken,
        inGroup: status.booking.inGroup,
        amountPaid: status.session.amount_total,
        discountAmount: hold.discountAmount,
      };
    case "pending":
      // The payment page is still open and asking: its seat stays held a while longer, up to the cap.
      await renewHold(
        services.db,
        hold.id,
        services.config.bookingHoldMinutes,
        services.config.bookingHoldMaxMinutes,
      );
      return { state: "pending" };
    case "expired":
      return { state: hold.status === "failed" ? "failed" : "expired" };
    case "refunded":
      return { state: "failed" };
    default:
      return { state: "not_found" };
  }
}

/**
 * The booking payment a bank's page sent the family back for (Stripe adds the intent's id and
 * secret to /payment-processing's address): its workshop, so the page can follow it; none without
 * the matching secret.
 */
export async function returnedBookingPayment(
  db: FulfilmentServices["db"],
  payment: { paymentIntentId: string; clientSecret: string },
): Promise<{ workshopId: string; paymentIntentId: string; clientSecret: string } | null> {
  if (!payment.paymentIntentId || !payment.clientSecret) return null;
  if (payment.paymentIntentId.length > 255 || payment.clientSecret.length > 255) return null;
  const [hold] = await db
    .select({ workshopId: seatHolds.workshopId })
    .from(seatHolds)
    .where(intentHold(payment));
  return hold ? { workshopId: hold.workshopId, ...payment } : null;
}
