import { eq } from "drizzle-orm";
import { isUuid } from "#shared/uuid.ts";
import { done, refused, type ChangeResult } from "#server/admin/result.server.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings } from "#server/db/schema.server.ts";
import { ERASED_FIELDS, eraseTeenDetails } from "./erase-teen-details.server.ts";

export const erasureText = {
  erased: "Les données de l'adolescent ont été effacées.",
  notFound: "Cette réservation n'existe plus.",
  alreadyErased: "Les données de l'adolescent sont déjà effacées.",
  stillLive:
    "Impossible d'effacer les données de l'adolescent : la réservation est toujours active et les coachs ont besoin de son nom pendant les séances. Annulez d'abord la réservation.",
  error: "Impossible d'effacer les données de l'adolescent",
} as const;

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
): Promise<ChangeResult<undefined>> {
  if (!isUuid(id)) return refused(erasureText.notFound);
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status, erasedAt: bookings.teenDetailsErasedAt })
      .from(bookings)
      .where(eq(bookings.id, id))
      .for("update");
    if (!booking) return refused(erasureText.notFound);
    if (booking.erasedAt) return refused(erasureText.alreadyErased);
    if (booking.status !== "cancelled") return refused(erasureText.stillLive);
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
