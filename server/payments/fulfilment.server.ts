import { bookingPageUrl } from "#server/booking-page/booking-page-url.server.ts";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import {
  bookings,
  checkoutSessions,
  discountCodes,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";
import { paths } from "#shared/paths.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import type { Services } from "#server/services.server.ts";
import { bookingFieldsFrom } from "#server/bookings/booking-details.server.ts";
import { newBookingReference } from "#server/bookings/booking-reference.server.ts";
import { bookingConfirmationEmail, lateRefundEmail } from "#server/email/templates/booking-emails.server.tsx";
import { scheduleLabel } from "./holds.server.ts";
import { groupLabelColumns } from "#server/groups/group-label-columns.server.ts";
import type { ProviderPayment } from "./provider.server.ts";
import { lockSeats, takeSeat, type Transaction } from "./seats.server.ts";
import { startNewBookingDelivery } from "#server/delivery/new-booking-delivery.server.ts";
import { liveOfferSeat } from "#server/waitlist/offer-seat.server.ts";
import { recordFamilyBooked } from "#server/waitlist/booked-family.server.ts";

export type FulfilmentServices = Pick<Services, "db" | "config" | "logger" | "mail" | "payments">;

export type FulfilmentOutcome =
  | { status: "confirmed"; checkoutId: string; bookingId: string; reference: string; firstTime: boolean }
  | { status: "refunded"; checkoutId: string }
  /** The provider does not (yet) say the money is taken. */
  | { status: "not_paid"; checkoutId: string }
  /** No hold of ours carries this provider id. */
  | { status: "unknown" };

async function insertBooking(tx: Transaction, values: Omit<typeof bookings.$inferInsert, "reference">) {
  // A clash of 6 random digits is rare; try another reference rather than fail the payment.
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: newBookingReference() })
      .onConflictDoNothing()
      .returning({ id: bookings.id, reference: bookings.reference, receiptToken: bookings.receiptToken });
    if (row) return row;
  }
  throw new Error("Could not find a free booking reference");
}

/**
 * Confirms a paid payment, exactly once whoever calls it (webhook, success page, replays, both at
 * once): under the hold's row lock, it writes the booking, counts the seat and the discount use,
 * and queues the confirmation e-mail in the same transaction. A payment whose hold expired takes a
 * free seat if there is one; otherwise it is refunded (through the provider, idempotently) and the
 * parent is offered the waiting list by e-mail.
 */
export async function fulfilPayment(
  services: FulfilmentServices,
  payment: ProviderPayment,
): Promise<FulfilmentOutcome> {
  const { db, config, logger } = services;
  const outcome = await db.transaction(async (tx): Promise<FulfilmentOutcome> => {
    const [hold] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, payment.id))
      .for("update");
    if (!hold) return { status: "unknown" };
    if (hold.status === "completed") {
      const [booking] = await tx
        .select({ id: bookings.id, reference: bookings.reference })
        .from(bookings)
        .where(eq(bookings.checkoutSessionId, hold.id));
      return {
        status: "confirmed",
        checkoutId: hold.id,
        bookingId: booking!.id,
        reference: booking!.reference,
        firstTime: false,
      };
    }
    if (hold.status === "refunded") return { status: "refunded", checkoutId: hold.id };
    if (payment.status !== "paid") return { status: "not_paid", checkoutId: hold.id };
    if (payment.amount !== hold.amountTotal)
      logger.error(
        { checkoutId: hold.id, paid: payment.amount, expected: hold.amountTotal },
        "Paid amount differs from the held amount",
      );

    const target = { workshopId: hold.workshopId, groupId: hold.groupId };
    // Our own hold is left out of the count: free > 0 means there is a seat for this payment,
    // whether its hold is still live or expired meanwhile.
    const seats = await lockSeats(tx, target, hold.id);
    // A payment started from a waiting-list offer takes the seat the offer still holds for it.
    const offerSeat = hold.waitlistOfferId ? await liveOfferSeat(tx, hold.waitlistOfferId) : false;
    const free = (seats?.free ?? 0) + (offerSeat ? 1 : 0);
    const [workshop] = await tx
      .select({ title: workshops.title })
      .from(workshops)
      .where(eq(workshops.id, hold.workshopId));
    const [option] = hold.groupId
      ? await tx.select(groupLabelColumns).from(workshopGroups).where(eq(workshopGroups.id, hold.groupId))
      : [];
    const schedule = scheduleLabel(option);
    const fields = bookingFieldsFrom(hold.metadata);
    const parentName = [fields.parentFirstName, fields.parentLastName].filter(Boolean).join(" ");
    const workshopTitle = workshop?.title ?? hold.metadata.workshop_title ?? hold.workshopId;

    if (!seats || free <= 0) {
      if (!payment.paymentIntentId) throw new Error(`Payment ${payment.id} has no payment intent to refund`);
      await services.payments.provider.refund(payment.paymentIntentId, `refund-${hold.id}`);
      await tx.update(checkoutSessions).set({ status: "refunded" }).where(eq(checkoutSessions.id, hold.id));
      await enqueueEmail(tx, {
        kind: "payment-refunded",
        to: hold.customerEmail,
        dedupeKey: `payment-refunded:${hold.id}`,
        ...(await lateRefundEmail({
          academyName: config.academyName,
          contactEmail: config.contactEmail,
          workshopTitle,
          schedule,
          parentName,
          amount: payment.amount,
          waitlistUrl: `${config.publicUrl}${paths.waitlist(hold.workshopId)}`,
        })),
      });
      logger.warn({ checkoutId: hold.id }, "Late payment refunded: no seat left");
      return { status: "refunded", checkoutId: hold.id };
    }

    let discountCode = hold.metadata.discount_code ?? null;
    if (hold.discountCodeId) {
      const counted = await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(
          and(
            eq(discountCodes.id, hold.discountCodeId),
            or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses)),
          ),
        )
        .returning({ code: discountCodes.code });
      if (counted[0]) discountCode = counted[0].code;
      else logger.warn({ checkoutId: hold.id }, "Discount code already at max_uses; use not counted");
    }

    const booking = await insertBooking(tx, {
      workshopId: hold.workshopId,
      groupId: hold.groupId,
      checkoutSessionId: hold.id,
      ...fields,
      parentEmail: fields.parentEmail || hold.customerEmail,
      amountPaid: payment.amount,
      discountAmount: hold.discountAmount,
      discountCode: hold.discountAmount > 0 ? discountCode : null,
      status: "confirmed",
      termsVersion: hold.termsVersion,
      termsAcceptedAt: hold.termsAcceptedAt,
      expressRequestAt: hold.expressRequestAt,
    });
    await takeSeat(tx, target);
    await tx.update(checkoutSessions).set({ status: "completed" }).where(eq(checkoutSessions.id, hold.id));
    await recordFamilyBooked(
      tx,
      { id: booking.id, workshopId: hold.workshopId, parentEmail: fields.parentEmail || hold.customerEmail },
      offerSeat ? hold.waitlistOfferId : null,
    );
    // The academy's notice, messages already due, and the group's times and calendar file for the confirmation.
    const delivery = await startNewBookingDelivery(tx, services, {
      bookingId: booking.id,
      reference: booking.reference,
      workshopTitle,
      parentName,
      parentEmail: fields.parentEmail || hold.customerEmail,
      amountPaid: payment.amount,
    });
    await enqueueEmail(tx, {
      kind: "booking-confirmation",
      to: fields.parentEmail || hold.customerEmail,
      dedupeKey: `booking-confirmation:${hold.id}`,
      bookingId: booking.id,
      attachments: delivery.attachments,
      ...(await bookingConfirmationEmail({
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        reference: booking.reference,
        workshopTitle,
        schedule: schedule || (delivery.scheduleText ?? ""),
        parentName,
        teenName: [fields.teenFirstName, fields.teenLastName].filter(Boolean).join(" "),
        amountPaid: payment.amount,
        discountAmount: hold.discountAmount,
        discountCode,
        receiptUrl: `${config.publicUrl}${paths.receipt(booking.receiptToken)}`,
        bookingUrl: bookingPageUrl(config, booking.receiptToken),
      })),
    });
    return {
      status: "confirmed",
      checkoutId: hold.id,
      bookingId: booking.id,
      reference: booking.reference,
      firstTime: true,
    };
  });
  if (outcome.status === "refunded" || (outcome.status === "confirmed" && outcome.firstTime))
    services.mail.wake();
  return outcome;
}
