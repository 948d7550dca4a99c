import { recordAudit, FAMILY_ACTOR } from "#server/audit/audit-log.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookingDataExport } from "#server/privacy/booking-export.server.ts";
import { bookingIdByToken } from "#server/family-links/booking-token.server.ts";

/**
 * "Download my data" on the booking's own page (docs/product/childrens-data.md#export-and-erasure): the
 * same export as the back-office's, found by the booking's secret only. The audit log records the
 * download by reference. Null for an unknown, forged or malformed secret.
 */
export async function exportFromBookingPage(db: Database, token: string, now: Date = new Date()) {
  const id = await bookingIdByToken(db, token);
  if (!id) return null;
  const data = await bookingDataExport(db, id, now);
  if (!data) return null;
  await recordAudit(db, {
    actor: FAMILY_ACTOR,
    action: "export",
    entity: "booking",
    entityId: id,
    after: { reference: data.booking.reference, file: "json" },
  });
  return data;
}
