import { and, eq } from "drizzle-orm";
import { bookings, seatHolds, emailOutbox, invoices } from "#server/db/schema.server.ts";
import type { PaymentSessionAnswer, PaymentSessionView } from "#shared/api-answers.ts";
import { orderTeensFrom } from "./booking-details.server.ts";
import { deliverConfirmedBooking } from "./after-fulfilment.server.ts";
import { fulfilPayment, type FulfilmentServices } from "./fulfil-payment.server.ts";

/** What the success page reads (the wire type of GET /api/checkout/sessions/{id}). */
export type PaymentStatus = PaymentSessionAnswer;

/**
 * What the success page shows for a provider id (cs_... or pi_...). When the provider says it is
 * paid but no webhook has confirmed it yet, this confirms it (the same idempotent fulfilment).
 */
export async function paymentStatus(
  services: FulfilmentServices,
  providerId: string,
  options: { kind?: "checkout" | "payment_intent" } = {},
): Promise<PaymentStatus> {
  const { db } = services;
  const find = async () =>
    (await db.select().from(seatHolds).where(eq(seatHolds.providerPaymentId, providerId)))[0];
  let hold = await find();
  if (!hold || (options.kind && hold.kind !== options.kind)) return { state: "not_found" };

  // A late payer's refund owed (`refunding`) is told as refunded: nothing more will change it.
  const refunded = () => hold!.status === "refunded" || hold!.status === "refunding";
  if (hold.status !== "completed" && !refunded()) {
    const provider = services.payments.provider;
    const payment =
      hold.kind === "checkout"
        ? await provider.retrieveCheckoutSession(providerId)
        : await provider.retrievePaymentIntent(providerId);
    if (payment?.status === "paid") {
      await fulfilPayment(services, payment);
      hold = (await find())!;
    }
  }

  const m = hold.metadata;
  const session: PaymentSessionView = {
    id: providerId,
    amount_total: hold.amountTotal,
    currency: hold.currency,
    customer_email: hold.customerEmail,
    metadata: {
      workshop_title: m.workshop_title ?? "",
      selected_date: m.selected_date ?? "",
      parent_name: m.parent_name ?? "",
      parent_email: m.parent_email ?? hold.customerEmail,
      // Every teen of the order, by name.
      teen_name: orderTeensFrom(m)
        .map((teen) => [teen.teenFirstName, teen.teenLastName].filter(Boolean).join(" "))
        .join(", "),
      teen_age: m.teen_age ?? "",
      additional_info: m.additional_info ?? "",
    },
  };
  if (refunded()) return { state: "refunded", session };
  if (hold.status !== "completed") {
    const ended = hold.status !== "open" || hold.holdExpiresAt <= new Date();
    return { state: ended ? "expired" : "pending", session };
  }
  // One row per teen of the order, the first seat first.
  const booked = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      receiptToken: bookings.receiptToken,
      groupId: bookings.groupId,
      teenFirstName: bookings.teenFirstName,
      teenLastName: bookings.teenLastName,
      teenAge: bookings.teenAge,
      invoiceToken: invoices.token,
    })
    .from(bookings)
    // The order's invoice belongs to its first booking.
    .leftJoin(invoices, and(eq(invoices.bookingId, bookings.id), eq(invoices.kind, "invoice")))
    .where(eq(bookings.holdId, hold.id))
    .orderBy(bookings.orderSeat);
  const booking = booked[0];
  const readMail = async () =>
    (
      await db
        .select({ status: emailOutbox.status, attempts: emailOutbox.attempts, sentAt: emailOutbox.sentAt })
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `booking-confirmation:${hold!.id}`))
    )[0];
  let mail = await readMail();
  // Asked between the booking's commit and its confirmation's queueing (or after a stop in
  // between): queue it now (a no-op when another caller does), rather than say it failed.
  if (!mail) {
    await deliverConfirmedBooking(services, hold.id);
    mail = await readMail();
  }
  const failed = !mail || mail.status === "failed" || (mail.status === "pending" && mail.attempts > 0);
  return {
    state: "paid",
    session: { ...session, amount_total: hold.amountTotal },
    booking: {
      reference: booking!.reference,
      receiptToken: booking!.receiptToken,
      invoiceToken: booking!.invoiceToken,
      inGroup: booking!.groupId !== null,
    },
    teens: booked.map((row) => ({
      name: [row.teenFirstName, row.teenLastName].filter(Boolean).join(" "),
      age: row.teenAge,
      reference: row.reference,
      receiptToken: row.receiptToken,
    })),
    email: failed ? "failed" : "sent",
  };
}
