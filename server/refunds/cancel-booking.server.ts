import { workshopTitleIn } from "#shared/workshop-texts.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import type { Transaction } from "#server/db/client.server.ts";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";
import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { eurosToCents } from "#shared/admin/euros.ts";
import type { Cancelled, CancelRefusal } from "#shared/admin/booking-cancel-answer.ts";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import { isUuid } from "#shared/uuid.ts";
import { FAMILY_ACTOR, recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { queueCancellationNotice } from "#server/notices/cancellation-notice.server.ts";
import { done } from "#server/admin/result.server.ts";
import { bookings, refunds, workshops, type OutboxAttachment } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { releaseSeat } from "#server/seats/seats.server.ts";
import { sendRefund } from "./send-refund.server.ts";
import type { Services } from "#server/services.server.ts";
import { offerFreedSeat } from "#server/waitlist/make-offer.server.ts";
import { bookingCancelledEmail } from "#server/email/templates/booking-emails.server.tsx";
import { issueCreditNote } from "#server/invoices/issue-invoice.server.ts";
import { bookingsWithGroup } from "#server/delivery/booking-groups.server.ts";
import { bookingCalendarFile } from "#server/delivery/group-emails.server.ts";
import type { CreditNoteReason } from "#shared/invoice-content.ts";

/**
 * What is given back when cancelling: everything, part of it ("12,50" euros), or nothing; and why,
 * for the credit note (a cancellation unless said otherwise).
 */
export type RefundChoice =
  | { kind: "none" }
  | { kind: "full"; reason?: CreditNoteReason }
  /** `note`: what the administrator tells the family about this amount, in their e-mail. */
  | { kind: "partial"; amount: string; reason?: CreditNoteReason; note?: string }
  /** Cents computed by the policy (a withdrawal's pro rata refund). */
  | { kind: "amount"; cents: number; reason?: CreditNoteReason };

/** The refund's cents, or why it cannot be made (about the field `amount` for a bad amount). */
function refundAmount(
  choice: RefundChoice,
  booking: { status: string; amountPaid: number; holdId: string | null },
): Outcome<number, CancelRefusal> {
  if (choice.kind === "none") return done(0);
  if (choice.kind === "amount" && (choice.cents <= 0 || choice.cents > booking.amountPaid))
    return refusal("amount_too_high", { field: "amount", values: { paid: booking.amountPaid } });
  if (choice.kind === "partial") {
    const cents = eurosToCents(choice.amount);
    if (cents === null) return refusal("amount_invalid", { field: "amount" });
    if (cents <= 0) return refusal("amount_zero", { field: "amount" });
    if (cents > booking.amountPaid)
      return refusal("amount_too_high", { field: "amount", values: { paid: booking.amountPaid } });
  }
  // A pending booking's payment never went through: there is nothing to give back.
  if (booking.amountPaid <= 0 || booking.status !== "confirmed") return refusal("nothing_paid");
  if (!booking.holdId) return refusal("paid_offline");
  if (choice.kind === "amount") return done(choice.cents);
  return done(choice.kind === "full" ? booking.amountPaid : eurosToCents(choice.amount)!);
}

/**
 * An administrator cancels a booking (a family that wrote to cancel), with a full, partial or no
 * refund (docs/product/privacy-and-refunds.md#refunds). In one transaction: the booking becomes
 * 'cancelled', its seat (if it was confirmed) is free again and offered to the waiting list's first family,
 * the refund row is written, the parent's e-mail queued and the audit log told who, what and how
 * much. A family's pending request is decided by it (accepted with the refund, declined without).
 * The provider is called after commit, with the refund's id as idempotency key.
 */
export async function cancelBooking<DecideRefusal extends string = never>(
  services: Pick<Services, "db" | "config" | "mail" | "logger" | "payments">,
  actor: Actor,
  id: string,
  choice: RefundChoice = { kind: "none" },
  /**
   * Decides the refund once the booking is locked (instead of `choice`): a family's cancellation
   * applies the published policy to the booking as it is now, so a concurrent change cannot slip in.
   */
  decide?: (tx: Transaction) => Promise<Outcome<RefundChoice, DecideRefusal>>,
): Promise<Outcome<Cancelled, CancelRefusal | DecideRefusal>> {
  if (!isUuid(id)) return refusal("not_found");
  type Result = Outcome<Cancelled, CancelRefusal | DecideRefusal>;
  const result = await services.db.transaction(async (tx): Promise<Result> => {
    const [before] = await tx
      .select({
        status: bookings.status,
        reference: bookings.reference,
        parentEmail: bookings.parentEmail,
        parentName: bookings.parentFirstName,
        parentLastName: bookings.parentLastName,
        receiptToken: bookings.receiptToken,
        language: bookings.language,
        amountPaid: bookings.amountPaid,
        holdId: bookings.holdId,
        workshopTitle: workshops.title,
        frenchTexts: workshops.frenchTexts,
        workshopId: bookings.workshopId,
        groupId: bookings.groupId,
      })
      .from(bookings)
      .leftJoin(workshops, eq(workshops.id, bookings.workshopId))
      .where(eq(bookings.id, id))
      .for("update", { of: bookings });
    if (!before) return refusal("not_found");
    if (before.status === "cancelled") return refusal("already_cancelled");
    const decided = decide ? await decide(tx) : done(choice);
    if (!decided.ok) return decided;
    const amount = refundAmount(decided.value, before);
    if (!amount.ok) return amount;

    const now = new Date();
    await tx.update(bookings).set({ status: "cancelled", cancelledAt: now }).where(eq(bookings.id, id));
    const [request] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.bookingId, id), ne(refunds.status, "declined")));
    let refund: Cancelled["refund"] = null;
    const attachments: OutboxAttachment[] = [];
    if (amount.value > 0) {
      const refundId = request?.id ?? randomUUID();
      const values = { amount: amount.value, status: "pending" as const, decidedBy: actor.email };
      if (request) await tx.update(refunds).set(values).where(eq(refunds.id, refundId));
      else
        await tx.insert(refunds).values({ id: refundId, bookingId: id, idempotencyKey: refundId, ...values });
      refund = { id: refundId, amount: amount.value, status: "pending" };
      const reason =
        decided.value.kind === "none" ? "cancellation" : (decided.value.reason ?? "cancellation");
      const creditNote = await issueCreditNote(tx, services.config.seller, {
        bookingId: id,
        refundId,
        amount: amount.value,
        reason,
        at: now,
      });
      if (creditNote) attachments.push({ invoiceId: creditNote.id });
    } else if (request) {
      await tx
        .update(refunds)
        .set({ status: "declined", decidedBy: actor.email })
        .where(eq(refunds.id, request.id));
    }
    // A booking in a group: the family's calendar drops its sessions.
    const [inGroup] = before.status === "confirmed" ? await bookingsWithGroup(tx, [id]) : [];
    if (inGroup) attachments.push(await bookingCalendarFile(services.config, inGroup, { cancelled: true }));
    // The parent is told once per booking (the dedupe key), with the cancellation or not at all.
    await enqueueEmail(tx, {
      kind: "booking-cancelled",
      to: before.parentEmail,
      dedupeKey: `booking-cancelled:${id}`,
      bookingId: id,
      attachments,
      ...(await bookingCancelledEmail(
        {
          academyName: services.config.academyName,
          contactEmail: services.config.contactEmail,
          reference: before.reference,
          workshopTitle: before.workshopTitle
            ? workshopTitleIn(
                { title: before.workshopTitle, frenchTexts: before.frenchTexts },
                before.language,
              )
            : "",
          refundAmount: amount.value,
          bookingUrl: bookingPageUrl(services.config, before.receiptToken, before.language),
          withdrawnAt:
            decided.value.kind !== "none" && decided.value.reason === "withdrawal" ? now : undefined,
          timeZone: inGroup?.schedule.timeZone ?? "UTC",
          refundNote: decided.value.kind === "partial" ? decided.value.note?.trim() || undefined : undefined,
        },
        emailMessages[before.language],
      )),
    });
    // The academy hears of a family's own cancellation; an administrator's it made itself.
    if (actor.id === FAMILY_ACTOR.id)
      await queueCancellationNotice(tx, services.config, {
        bookingId: id,
        reference: before.reference,
        workshopTitle: before.workshopTitle ?? "",
        parentName: `${before.parentName} ${before.parentLastName}`.trim(),
        parentEmail: before.parentEmail,
        refundAmount: amount.value,
      });
    let waitlistTold = 0;
    if (before.status === "confirmed") {
      await releaseSeat(tx, before);
      // The seat goes to the first waiting family, held for their claim window.
      const offered = await offerFreedSeat(tx, services.config, before, `cancel:${id}`);
      waitlistTold = offered ? 1 : 0;
    }
    await recordAudit(tx, {
      actor,
      action: "cancel",
      entity: "booking",
      entityId: id,
      before: { reference: before.reference, status: before.status, amountPaid: before.amountPaid },
      after: {
        reference: before.reference,
        status: "cancelled",
        refundAmount: amount.value,
        ...(refund && { refundId: refund.id }),
      },
    });
    return done<Cancelled>({ waitlistTold, refund });
  });
  if (!result.ok) return result;
  services.mail.wake();
  const { refund } = result.value;
  if (refund) refund.status = (await sendRefund(services, refund.id)) ?? refund.status;
  return result;
}
