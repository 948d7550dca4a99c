import { eq, sql } from "drizzle-orm";
import type { EraseOutcome } from "#shared/booking-page.ts";
import { recordAudit, FAMILY_ACTOR } from "#server/audit/audit-log.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings, workshopGroups } from "#server/db/schema.server.ts";
import { groupEndsAt } from "#server/group-schedule/group-sql.server.ts";
import { ERASED_FIELDS, eraseTeenDetails } from "#server/privacy/erase-teen-details.server.ts";
import { isBookingToken } from "#server/family-links/booking-token.server.ts";

/**
 * A parent erases their teen's details from the booking's own page
 * (docs/product/childrens-data.md#export-and-erasure): every copy, as the retention job would, but only
 * once the booking is cancelled or its group has ended; while the group runs or has not started the
 * coaches need the name. The booking row is locked, so a second click answers "already erased". The audit
 * entry names the booking by its reference and the fields erased, never their values.
 */
export async function eraseFromBookingPage(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<EraseOutcome> {
  if (!isBookingToken(token)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        erasedAt: bookings.teenDetailsErasedAt,
        groupEnded: sql<
          boolean | null
        >`${groupEndsAt('"workshop_groups"')} <= ${now.toISOString()}::timestamptz`,
      })
      .from(bookings)
      .leftJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
      .where(eq(bookings.receiptToken, token))
      .for("update", { of: bookings });
    if (!booking) return { ok: false, reason: "not_found" } as const;
    if (booking.erasedAt) return { ok: false, reason: "already_erased" } as const;
    if (booking.status !== "cancelled" && !booking.groupEnded)
      return { ok: false, reason: "still_live" } as const;
    const [erased] = await eraseTeenDetails(tx, [booking.id], now);
    await recordAudit(tx, {
      actor: FAMILY_ACTOR,
      action: "erase",
      entity: "booking",
      entityId: booking.id,
      after: { reference: erased?.reference, erased: ERASED_FIELDS },
    });
    return { ok: true } as const;
  });
}
