import type { Transaction } from "#server/db/client.server.ts";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { bookings, seatHolds, discountCodes } from "#server/db/schema.server.ts";
import type { Services } from "#server/services.server.ts";
import { bookingFieldsFrom, orderTeensFrom } from "./booking-details.server.ts";
import { newBookingReference } from "./booking-reference.server.ts";
import { bookingsWithGroup } from "#server/delivery/booking-groups.server.ts";
import { familyScheduleText } from "#server/delivery/new-booking-delivery.server.ts";
import { issueInvoice } from "#server/invoices/issue-invoice.server.ts";
import { deliverConfirmedBooking, holdDisplay, refundLatePayment } from "./after-fulfilment.server.ts";
import type { ProviderPayment } from "#server/payments/provider.server.ts";
import { inSeatLane } from "#server/seats/seat-lane.server.ts";
import { lockSeats, seatKey, takeSeat } from "#server/seats/seats.server.ts";
import { liveOfferSeats } from "#server/waitlist/offer-seat.server.ts";
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
 * in one transaction; after the commit the confirmation e-mail is rendered and queued. A payment
 * whose hold expired takes a free seat if there is one; otherwise its hold is marked `refunding`
 * in the transaction, and after the commit it is refunded (through the provider, idempotently) and
 * the parent is offered the waiting list by e-mail (server/bookings/after-fulfilment.server.ts).
 */
export async function fulfilPayment(
  services: FulfilmentServices,
  payment: ProviderPayment,
): Promise<FulfilmentOutcome> {
  const [seat] = await services.db
    .select({ workshopId: seatHolds.workshopId, groupId: seatHolds.groupId })
    .from(seatHolds)
    .where(eq(seatHolds.providerPaymentId, payment.id));
  if (!seat) return { status: "unknown" };
  // A paid family goes before every payment start waiting for the same seat row, and waits in
  // memory rather than on a pooled connection (docs/decisions/019-bursts-and-holds.md).
  const turn = await inSeatLane(seatKey(seat), { priority: true }, () =>
    fulfilInTransaction(services, payment),
  );
  if (!turn.ok) throw new Error(`A fulfilment was refused its turn: ${turn.reason}`);
  const outcome = turn.value;
  // After the commit, outside the seat lock; again on every later call until done.
  if (outcome.status === "confirmed") await deliverConfirmedBooking(services, outcome.checkoutId);
  if (outcome.status === "refunded") await refundLatePayment(services, outcome.checkoutId, payment);
  if (outcome.status === "refunded" || (outcome.status === "confirmed" && outcome.firstTime))
    services.mail.wake();
  return outcome;
}

/** The fulfilment's one transaction: the booking, or the mark of a refund owed. */
async function fulfilInTransaction(
  services: FulfilmentServices,
  payment: ProviderPayment,
): Promise<FulfilmentOutcome> {
  const { db, config, logger } = services;
  return db.transaction(async (tx): Promise<FulfilmentOutcome> => {
    const [hold] = await tx
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.providerPaymentId, payment.id))
      .for("update");
    if (!hold) return { status: "unknown" };
    if (hold.status === "completed") {
      const [booking] = await tx
        .select({ id: bookings.id, reference: bookings.reference })
        .from(bookings)
        .where(eq(bookings.holdId, hold.id))
        .orderBy(bookings.orderSeat)
        .limit(1);
      return {
        status: "confirmed",
        checkoutId: hold.id,
        bookingId: booking!.id,
        reference: booking!.reference,
        firstTime: false,
      };
    }
    if (hold.status === "refunded" || hold.status === "refunding")
      return { status: "refunded", checkoutId: hold.id };
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
    // A payment started from a waiting-list offer takes the seats the offer still holds for it.
    const offerSeats = hold.waitlistOfferId ? await liveOfferSeats(tx, hold.waitlistOfferId) : 0;
    const offerSeat = offerSeats > 0;
    const free = (seats?.free ?? 0) + offerSeats;
    const fields = bookingFieldsFrom(hold.metadata);
    const teens = orderTeensFrom(hold.metadata).slice(0, hold.seats);

    // All the order's teens or none: a late payment finding fewer seats than teens is refunded whole.
    if (!seats || free < hold.seats) {
      // The provider is asked after the commit (refundLatePayment): never while this transaction
      // holds the seat row and a pooled connection.
      await tx.update(seatHolds).set({ status: "refunding" }).where(eq(seatHolds.id, hold.id));
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

    // One booking per teen, each with its own reference, page and share of the payment: every
    // later step (refund, switch, erasure) works on one teen's seat (docs/decisions/026-orders-for-several-teens.md).
    const paidShares = splitAcrossSeats(payment.amount, teens.length);
    const discountShares = splitAcrossSeats(hold.discountAmount, teens.length);
    const booked = [];
    for (const [index, teen] of teens.entries())
      booked.push(
        await insertBooking(tx, {
          workshopId: hold.workshopId,
          groupId: hold.groupId,
          holdId: hold.id,
          orderSeat: index + 1,
          ...fields,
          ...teen,
          parentEmail: fields.parentEmail || hold.customerEmail,
          amountPaid: paidShares[index]!,
          discountAmount: discountShares[index]!,
          discountCode: hold.discountAmount > 0 ? discountCode : null,
          status: "confirmed",
          termsVersion: hold.termsVersion,
          termsAcceptedAt: hold.termsAcceptedAt,
          expressRequestAt: hold.expressRequestAt,
        }),
      );
    const booking = booked[0]!;
    await takeSeat(tx, target, booked.length);
    await tx.update(seatHolds).set({ status: "completed" }).where(eq(seatHolds.id, hold.id));
    await recordFamilyBooked(
      tx,
      { id: booking.id, workshopId: hold.workshopId, parentEmail: fields.parentEmail || hold.customerEmail },
      offerSeat ? hold.waitlistOfferId : null,
    );
    // The invoice is numbered with its booking, here, and is attached to the confirmation queued
    // after the commit (deliverConfirmedBooking). Last: the series stays locked only until the commit.
    const display = await holdDisplay(tx, hold);
    const [withGroup] = await bookingsWithGroup(tx, [booking.id]);
    await issueInvoice(tx, config.seller, {
      bookingId: booking.id,
      reference: booking.reference,
      // A line per teen, named by its booking's reference: an invoice is kept for years and cannot be
      // changed, so it never carries a child's name (the retention erases those).
      seatReferences: booked.length > 1 ? booked.map((seat) => seat.reference) : undefined,
      customerName: display.parentName,
      customerEmail: fields.parentEmail || hold.customerEmail,
      workshopTitle: display.workshopTitle,
      dates: withGroup ? familyScheduleText(withGroup) : display.schedule,
      amountPaid: payment.amount,
      discountAmount: hold.discountAmount,
      discountCode: hold.discountAmount > 0 ? discountCode : null,
      paidAt: new Date(),
      language: fields.language,
    });
    return {
      status: "confirmed",
      checkoutId: hold.id,
      bookingId: booking.id,
      reference: booking.reference,
      firstTime: true,
    };
  });
}

/**
 * An order's amount shared across its seats: equal shares in cents, the odd cents on the first
 * seats, so the shares always add up to the amount (a discount on the order is split the same way).
 */
export function splitAcrossSeats(amount: number, seats: number) {
  const share = Math.floor(amount / seats);
  return Array.from({ length: seats }, (_, index) => share + (index < amount - share * seats ? 1 : 0));
}
