import { eq } from "drizzle-orm";
import type { ErasureRefusal } from "#shared/admin/erasure-answer.ts";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import { isUuid } from "#shared/uuid.ts";
import { done } from "#server/admin/result.server.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings } from "#server/db/schema.server.ts";
import { ERASED_FIELDS, eraseTeenDetails } from "./erase-teen-details.server.ts";

/**
 * An administrator erases a teen's details before the retention job would
 * (docs/product/childrens-data.md#export-and-erasure): only once the booking is cancelled (or,
 * with groups, once its group has ended), never while it is live. The audit log keeps who and
 * which booking, by reference.
 */
export async function eraseTeenDetailsNow(
  db: Database,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<Outcome<undefined, ErasureRefusal>> {
  if (!isUuid(id)) return refusal("not_found");
  return db.transaction(async (tx): Promise<Outcome<undefined, ErasureRefusal>> => {
    const [booking] = await tx
      .select({ status: bookings.status, erasedAt: bookings.teenDetailsErasedAt })
      .from(bookings)
      .where(eq(bookings.id, id))
      .for("update");
    if (!booking) return refusal("not_found");
    if (booking.erasedAt) return refusal("already_erased");
    if (booking.status !== "cancelled") return refusal("still_live");
    const [erased] = await eraseTeenDetails(tx, [id], now);
    await recordAudit(tx, {
      actor,
      action: "erase",
      entity: "booking",
      entityId: id,
      after: { reference: erased?.reference, erased: ERASED_FIELDS },
    });
    return done(undefined);
  });
}
