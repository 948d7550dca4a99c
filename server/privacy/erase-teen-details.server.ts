import type { Transaction } from "#server/db/client.server.ts";
import { and, inArray, isNull, ne, or, sql } from "drizzle-orm";
import {
  bookings,
  seatHolds,
  emailOutbox,
  refunds,
  sessionAttendance,
  sessionNotes,
  testProviderPayments,
} from "#server/db/schema.server.ts";

/** The payment metadata keys that hold the teen's details (server/bookings/booking-details.server.ts). */
const TEEN_METADATA_KEYS = [
  "teen_name",
  "teen_first_name",
  "teen_last_name",
  "teen_age",
  "additional_info",
  // The order's other teens: the hold's copy goes with the first erasure of any of them.
  "more_teens",
];

/** What an erasure removes, as the audit log and the export name it (never the values). */
export const ERASED_FIELDS = ["teen_first_name", "teen_last_name", "teen_age", "special_requests"] as const;

/**
 * Erases the teen's names, age and special requests of these bookings, and every copy the site
 * keeps of them (docs/product/childrens-data.md#retention): the payment's stored form data, the
 * test provider's copy, the bodies of the e-mails already sent about the booking, the teen's
 * attendance, and a group's private session notes once its last teen's details are gone. The
 * reference, dates, amounts and the parent's name and e-mail stay for the accounts. Bookings
 * already erased are left alone; answers the ones erased now, with their reference.
 */
export async function eraseTeenDetails(tx: Transaction, bookingIds: readonly string[], now: Date) {
  if (bookingIds.length === 0) return [];
  const erased = await tx
    .update(bookings)
    .set({
      teenFirstName: "",
      teenLastName: "",
      teenAge: null,
      specialRequests: null,
      teenDetailsErasedAt: now,
    })
    .where(and(inArray(bookings.id, [...bookingIds]), isNull(bookings.teenDetailsErasedAt)))
    .returning({ id: bookings.id, reference: bookings.reference, checkoutId: bookings.holdId });
  const checkoutIds = erased.flatMap((row) => (row.checkoutId ? [row.checkoutId] : []));
  if (checkoutIds.length > 0) {
    const keys = sql`array[${sql.join(
      TEEN_METADATA_KEYS.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`;
    const sessions = await tx
      .update(seatHolds)
      .set({ metadata: sql`${seatHolds.metadata} - ${keys}` })
      .where(inArray(seatHolds.id, checkoutIds))
      .returning({ providerId: seatHolds.providerPaymentId });
    const providerIds = sessions.flatMap((row) => (row.providerId ? [row.providerId] : []));
    if (providerIds.length > 0)
      await tx
        .update(testProviderPayments)
        .set({ metadata: sql`${testProviderPayments.metadata} - ${keys}` })
        .where(inArray(testProviderPayments.id, providerIds));
  }
  if (erased.length > 0)
    // What a family wrote with a refund request may name the teen.
    await tx
      .update(refunds)
      .set({ requestReason: null })
      .where(
        inArray(
          refunds.bookingId,
          erased.map((row) => row.id),
        ),
      );
  if (erased.length > 0)
    // A message still waiting keeps its body (it is being sent); every sent copy loses it, and so
    // does the confirmation of an order of several teens, which names them all.
    await tx
      .update(emailOutbox)
      .set({ html: "", textBody: "" })
      .where(
        and(
          or(
            inArray(
              emailOutbox.bookingId,
              erased.map((row) => row.id),
            ),
            checkoutIds.length > 0
              ? inArray(
                  emailOutbox.dedupeKey,
                  checkoutIds.map((id) => `booking-confirmation:${id}`),
                )
              : undefined,
          ),
          ne(emailOutbox.status, "pending"),
        ),
      );
  if (erased.length > 0) {
    const ids = erased.map((row) => row.id);
    // Joins and the coach's confirmations say where a child was, session by session.
    await tx.delete(sessionAttendance).where(inArray(sessionAttendance.bookingId, ids));
    // A coach's notes may name the teens: they go with the group's last teen's details.
    await tx.delete(sessionNotes).where(
      sql`${sessionNotes.groupId} in (select b.group_id from bookings b where b.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))
        and not exists (select 1 from bookings b
          where b.group_id = ${sessionNotes.groupId} and b.teen_details_erased_at is null)`,
    );
  }
  return erased.map(({ id, reference }) => ({ id, reference }));
}
