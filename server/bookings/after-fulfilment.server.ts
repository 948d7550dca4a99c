import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";
import { bookingFieldsFrom } from "./booking-details.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  invoices,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";
import { startNewBookingDelivery } from "#server/delivery/new-booking-delivery.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { bookingConfirmationEmail, lateRefundEmail } from "#server/email/templates/booking-emails.server.tsx";
import { groupLabelColumns } from "#server/group-schedule/group-columns.server.ts";
import type { Services } from "#server/services.server.ts";
import { paths } from "#shared/paths.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import { scheduleLabel } from "#server/seats/holds.server.ts";
import type { ProviderPayment } from "#server/payments/provider.server.ts";

/*
 * What follows a payment's fulfilment (server/bookings/fulfil-payment.server.ts), once its transaction
 * has committed and the seat row's lock is gone: the confirmation and the messages a new booking
 * sets going, rendered here, and a late payer's refund, asked of the provider here. Each step is
 * idempotent and is taken again by whoever meets the payment next (a replayed webhook, the status
 * page) and by the jobs, so a process stopping in between loses nothing
 * (docs/decisions/019-bursts-and-holds.md).
 */

export type AfterFulfilmentServices = Pick<Services, "db" | "config" | "logger" | "payments">;

const confirmationKey = (checkoutId: string) => `booking-confirmation:${checkoutId}`;

/** The names and the group line the e-mails and the invoice about this hold show (reads only). */
export async function holdDisplay(
  db: Pick<AfterFulfilmentServices["db"], "select">,
  hold: typeof seatHolds.$inferSelect,
) {
  const [workshop] = await db
    .select({ title: workshops.title, frenchTexts: workshops.frenchTexts })
    .from(workshops)
    .where(eq(workshops.id, hold.workshopId));
  const [group] = hold.groupId
    ? await db.select(groupLabelColumns).from(workshopGroups).where(eq(workshopGroups.id, hold.groupId))
    : [];
  const fields = bookingFieldsFrom(hold.metadata);
  return {
    fields,
    schedule: scheduleLabel(group, fields.language),
    parentName: [fields.parentFirstName, fields.parentLastName].filter(Boolean).join(" "),
    workshopTitle: workshop
      ? workshopTitleIn(workshop, fields.language)
      : (hold.metadata.workshop_title ?? hold.workshopId),
  };
}

/**
 * Queues a confirmed booking's confirmation e-mail, the academy's notice and the group messages
 * already due, once: the booking's row lock makes two callers take turns, and the second finds
 * the confirmation queued. Answers whether it queued anything.
 */
export async function deliverConfirmedBooking(services: AfterFulfilmentServices, checkoutId: string) {
  const { db, config } = services;
  const queued = async (executor: Pick<typeof db, "select">) =>
    (
      await executor
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, confirmationKey(checkoutId)))
    ).length > 0;
  if (await queued(db)) return false;
  const [hold] = await db.select().from(seatHolds).where(eq(seatHolds.id, checkoutId));
  if (!hold || hold.status !== "completed") return false;
  const { fields, schedule, parentName, workshopTitle } = await holdDisplay(db, hold);
  return db.transaction(async (tx) => {
    // The order's bookings, one per teen; the first one's row lock makes callers take turns.
    const ordered = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.holdId, checkoutId))
      .orderBy(bookings.orderSeat)
      .for("update");
    const booking = ordered[0];
    if (!booking || (await queued(tx))) return false;
    const parentEmail = fields.parentEmail || hold.customerEmail;
    // Issued in the fulfilment's transaction (server/bookings/fulfil-payment.server.ts).
    const [invoice] = await tx
      .select({ id: invoices.id, token: invoices.token })
      .from(invoices)
      .where(and(eq(invoices.bookingId, booking.id), eq(invoices.kind, "invoice")));
    const orderTotal = ordered.reduce((sum, seat) => sum + seat.amountPaid, 0);
    // The academy's one notice of the order, each teen's messages already due, and the group's times
    // and calendar file for the confirmation (one for the order).
    const delivery = await startNewBookingDelivery(tx, services, {
      notice: {
        bookingId: booking.id,
        reference: booking.reference,
        ...(ordered.length > 1 ? { teenReferences: ordered.map((seat) => seat.reference) } : {}),
        workshopTitle,
        parentName,
        parentEmail,
        amountPaid: orderTotal,
      },
      bookingIds: ordered.map((seat) => seat.id),
    });
    const teenName = (seat: typeof booking) =>
      [seat.teenFirstName, seat.teenLastName].filter(Boolean).join(" ");
    await enqueueEmail(tx, {
      kind: "booking-confirmation",
      to: parentEmail,
      dedupeKey: confirmationKey(checkoutId),
      bookingId: booking.id,
      attachments: [...delivery.attachments, ...(invoice ? [{ invoiceId: invoice.id }] : [])],
      ...(await bookingConfirmationEmail(
        {
          academyName: config.academyName,
          contactEmail: config.contactEmail,
          reference: booking.reference,
          workshopTitle,
          schedule: schedule || (delivery.scheduleText ?? ""),
          parentName,
          teenName: teenName(booking),
          amountPaid: orderTotal,
          discountAmount: hold.discountAmount,
          discountCode: booking.discountCode ?? hold.metadata.discount_code ?? null,
          // The invoice's own link opens only its PDF: a forwarded receipt never opens the booking's
          // page (which can cancel, switch and erase). A free booking has no invoice, and no receipt.
          receiptUrl: invoice ? `${config.publicUrl}${paths.invoice(invoice.token)}` : undefined,
          bookingUrl: bookingPageUrl(config, booking.receiptToken, booking.language),
          // Each teen of an order keeps its own booking page (cancel, switch, erase that teen alone).
          teens:
            ordered.length > 1
              ? ordered.map((seat) => ({
                  name: teenName(seat),
                  reference: seat.reference,
                  bookingUrl: bookingPageUrl(config, seat.receiptToken, booking.language),
                }))
              : undefined,
          calendarLinks: delivery.calendarLinks,
          calendarAttached: delivery.attachments.length > 0,
        },
        emailMessages[booking.language],
      )),
    });
    return true;
  });
}

/**
 * Gives a late payer's money back: the fulfilment marked the hold `refunding` (no seat was left);
 * here the provider is asked, with the key `refund-<hold id>` (a second call returns the same
 * refund), then the hold becomes `refunded` and the parent is e-mailed, together. A provider that
 * refuses or cannot be reached leaves the hold `refunding` for the `retry-refunds` job. Answers
 * whether the money is back.
 */
export async function refundLatePayment(
  services: AfterFulfilmentServices,
  checkoutId: string,
  known?: ProviderPayment,
) {
  const { db, config, logger, payments } = services;
  const [hold] = await db.select().from(seatHolds).where(eq(seatHolds.id, checkoutId));
  if (!hold || hold.status !== "refunding" || !hold.providerPaymentId) return hold?.status === "refunded";
  try {
    const payment =
      known ??
      (hold.kind === "checkout"
        ? await payments.provider.retrieveCheckoutSession(hold.providerPaymentId)
        : await payments.provider.retrievePaymentIntent(hold.providerPaymentId));
    if (!payment?.paymentIntentId)
      throw new Error(`Payment ${hold.providerPaymentId} has no payment intent to refund`);
    await payments.provider.refund(payment.paymentIntentId, `refund-${hold.id}`);
    const { fields, schedule, parentName, workshopTitle } = await holdDisplay(db, hold);
    const email = await lateRefundEmail(
      {
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        workshopTitle,
        schedule,
        parentName,
        amount: payment.amount,
        waitlistUrl: `${config.publicUrl}${localisedPath(fields.language, paths.waitlist(hold.workshopId))}`,
      },
      emailMessages[fields.language],
    );
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(seatHolds)
        .set({ status: "refunded" })
        .where(and(eq(seatHolds.id, hold.id), eq(seatHolds.status, "refunding")))
        .returning({ id: seatHolds.id });
      if (done)
        await enqueueEmail(tx, {
          kind: "payment-refunded",
          to: hold.customerEmail,
          dedupeKey: `payment-refunded:${hold.id}`,
          ...email,
        });
    });
    logger.warn({ checkoutId: hold.id }, "Late payment refunded: no seat left");
    return true;
  } catch (error) {
    logger.error(
      { err: error, checkoutId: hold.id },
      "Late payment's refund not made yet; it will be retried",
    );
    return false;
  }
}

/** How far back the jobs look for a step left undone (a process stopped between commit and step). */
const LOOK_BACK_HOURS = 48;

/**
 * The backstop of both steps, for the jobs: late payers still `refunding`, and holds completed
 * without their confirmation queued (the process stopped right after the commit).
 */
export async function finishFulfilments(services: AfterFulfilmentServices, now: Date = new Date()) {
  const since = new Date(now.getTime() - LOOK_BACK_HOURS * 60 * 60 * 1000);
  const refunding = await services.db
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(eq(seatHolds.status, "refunding"));
  let refunded = 0;
  for (const { id } of refunding) if (await refundLatePayment(services, id)) refunded++;
  const undelivered = await services.db
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .innerJoin(bookings, eq(bookings.holdId, seatHolds.id))
    .leftJoin(emailOutbox, eq(emailOutbox.dedupeKey, sql`'booking-confirmation:' || ${seatHolds.id}::text`))
    .where(and(eq(seatHolds.status, "completed"), gt(seatHolds.updatedAt, since), isNull(emailOutbox.id)));
  let delivered = 0;
  for (const { id } of undelivered) if (await deliverConfirmedBooking(services, id)) delivered++;
  return { refunded, stillRefunding: refunding.length - refunded, delivered };
}
