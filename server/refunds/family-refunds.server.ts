import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { done } from "#server/admin/result.server.ts";
import { FAMILY_ACTOR, recordAudit } from "#server/audit/audit-log.server.ts";
import { cancelBooking } from "./cancel-booking.server.ts";
import { bookings, refunds } from "#server/db/schema.server.ts";
import { enqueueEmail, enqueueEmails } from "#server/email/outbox.server.ts";
import {
  refundRequestNoticeEmail,
  refundRequestReceivedEmail,
} from "#server/email/templates/refund-request-emails.server.tsx";
import type { Services } from "#server/services.server.ts";
import { paths } from "#shared/paths.ts";
import type { Language } from "#shared/language.ts";
import { REQUEST_REASON_MAX } from "#shared/refund-policy.ts";
import type { RefundStatus } from "#shared/stored-values.ts";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";
import { academyRecipients } from "#server/notices/academy-recipients.server.ts";
import { familyBookingByToken } from "./booking-policy.server.ts";
import { refundPolicy, type RefundPolicy } from "./refund-policy.server.ts";

const FAMILY_REFUSALS = [
  "not-found",
  "already-cancelled",
  "already-requested",
  "not-allowed",
  "reason-too-long",
] as const;
export type FamilyRefusal = (typeof FAMILY_REFUSALS)[number];

const isFamilyRefusal = (reason: string): reason is FamilyRefusal =>
  (FAMILY_REFUSALS as readonly string[]).includes(reason);

export type FamilyOutcome<T> = { ok: true; value: T } | { ok: false; refusal: FamilyRefusal };

type FamilyServices = Pick<Services, "db" | "config" | "mail" | "logger" | "payments">;

const refusal = (reason: FamilyRefusal) => ({ ok: false, refusal: reason }) as const;

/** Why the policy does not allow the change asked for. */
function refusalOf(policy: RefundPolicy): FamilyRefusal {
  if (policy.kind === "cancelled") return "already-cancelled";
  if (policy.kind === "requested") return "already-requested";
  return "not-allowed";
}

/**
 * The family cancels or withdraws from the booking page (docs/product/after-sale-and-refunds.md#cancelling-a-booking
 * and #withdrawal): the published policy, applied once the booking is locked, says what is refunded:
 * within the 14 days a withdrawal (everything, or the price less the sessions held after an express
 * request), acknowledged by e-mail; after them a cancellation up to 48 hours before the start
 * (everything, or nothing for a free booking). Anything else is refused and nothing changes. The
 * cancellation itself is the back-office's (cancelBooking): seat freed, waiting list told, parent
 * e-mailed, credit note, refund sent with its idempotency key after commit, audit entry by FAMILY_ACTOR.
 */
export async function cancelByFamily(
  services: FamilyServices,
  token: string,
  now: Date,
  /** A withdrawal statement (/withdrawal): nothing happens once the 14 days are over. */
  only?: "withdrawal",
): Promise<FamilyOutcome<{ withdrawn: boolean; refund: { amount: number; status: RefundStatus } | null }>> {
  const found = await familyBookingByToken(services.db, token);
  if (!found) return refusal("not-found");
  let withdrawn = false;
  const result = await cancelBooking(services, FAMILY_ACTOR, found.id, { kind: "none" }, async (tx) => {
    const booking = await familyBookingByToken(tx, token);
    const policy = booking ? refundPolicy(booking, now) : null;
    withdrawn = policy?.kind === "withdraw";
    if (policy?.kind === "withdraw")
      return done({ kind: "amount", cents: policy.amount, reason: "withdrawal" } as const);
    if (policy?.kind === "cancel" && only !== "withdrawal")
      return done(
        policy.amount <= 0
          ? ({ kind: "none" } as const)
          : policy.reason === "group-closed"
            ? ({ kind: "full", reason: "group-closed" } as const)
            : ({ kind: "full" } as const),
      );
    return { ok: false, reason: policy ? refusalOf(policy) : "not-found" } as const;
  });
  if (!result.ok) {
    if (result.reason === "already_cancelled") return refusal("already-cancelled");
    if (result.reason === "not_found") return refusal("not-found");
    // The policy allowed the cancellation, so the back-office's other refusals cannot apply to it.
    return refusal(isFamilyRefusal(result.reason) ? result.reason : "not-allowed");
  }
  const { refund } = result.value;
  return {
    ok: true,
    value: { withdrawn, refund: refund && { amount: refund.amount, status: refund.status } },
  };
}

/**
 * The family asks for the 7-day guarantee (docs/product/after-sale-and-refunds.md#refund-requests):
 * a `requested` refund of the amount paid, the booking stays confirmed, the academy and the family
 * are e-mailed. Only within the policy's window; a second request changes nothing.
 */
export async function requestGuarantee(
  services: FamilyServices,
  token: string,
  reason: string,
  now: Date,
  /** The language of the page the request came from (the family's answers follow it); else the booking's. */
  language?: Language,
): Promise<FamilyOutcome<{ amount: number }>> {
  const text = reason.trim();
  if (text.length > REQUEST_REASON_MAX) return refusal("reason-too-long");
  const found = await familyBookingByToken(services.db, token);
  if (!found) return refusal("not-found");
  const { config } = services;
  const outcome = await services.db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, found.id)).for("update");
    const booking = await familyBookingByToken(tx, token);
    if (!booking) return refusal("not-found");
    const policy = refundPolicy(booking, now);
    // Within the withdrawal period the guarantee stays open when it gives more (the full price).
    const amount =
      policy.kind === "guarantee"
        ? policy.amount
        : policy.kind === "withdraw" && policy.guaranteeUntil
          ? booking.amountPaid
          : null;
    if (amount === null) return refusal(refusalOf(policy));
    const refundId = randomUUID();
    const familyLanguage = language ?? booking.language;
    await tx.insert(refunds).values({
      language: familyLanguage,
      id: refundId,
      bookingId: booking.id,
      amount,
      status: "requested",
      idempotencyKey: refundId,
      requestReason: text || null,
    });
    const site = { academyName: config.academyName, contactEmail: config.contactEmail };
    const about = {
      reference: booking.reference,
      workshopTitle: booking.workshopTitle,
      amount: amount,
    };
    await enqueueEmail(tx, {
      kind: "refund-request-received",
      to: booking.parentEmail,
      dedupeKey: `refund-request:${refundId}`,
      bookingId: booking.id,
      ...(await refundRequestReceivedEmail({
        ...site,
        ...about,
        bookingUrl: bookingPageUrl(config, booking.receiptToken, familyLanguage),
        language: familyLanguage,
      })),
    });
    const recipients = await academyRecipients(tx, config);
    if (recipients.length > 0) {
      const notice = await refundRequestNoticeEmail({
        ...site,
        ...about,
        parentName: booking.parentName,
        parentEmail: booking.parentEmail,
        reason: text,
        backOfficeUrl: `${config.publicUrl}${paths.adminBookings}?refund=requested`,
      });
      await enqueueEmails(
        tx,
        recipients.map((address) => ({
          kind: "refund-request-notice",
          to: address,
          bookingId: booking.id,
          dedupeKey: `refund-request-notice:${refundId}:${address}`,
          ...notice,
        })),
      );
    }
    // The reason may name the teen: it stays out of the audit log.
    await recordAudit(tx, {
      actor: FAMILY_ACTOR,
      action: "refund",
      entity: "booking",
      entityId: booking.id,
      after: { reference: booking.reference, refundId, refundAmount: amount, status: "requested" },
    });
    return { ok: true, value: { amount: amount } } as const;
  });
  if (outcome.ok) services.mail.wake();
  return outcome;
}
