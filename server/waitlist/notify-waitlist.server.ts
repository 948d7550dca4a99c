import { and, eq } from "drizzle-orm";
import { paths } from "#shared/paths.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import type { Config } from "#server/config.server.ts";
import { waitingList, workshops } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import type { Transaction } from "#server/payments/seats.server.ts";
import { placeOpenEmail } from "#server/email/templates/place-open-email.server.tsx";

/**
 * A place is free again in a workshop (a cancelled booking): everyone on its waiting list is told,
 * through the outbox in the caller's transaction, once per address and freed place (`placeKey`).
 * Nothing is sent for a workshop that is not open for booking. Answers how many were queued.
 */
export async function queuePlaceOpenEmails(
  tx: Transaction,
  config: Pick<Config, "academyName" | "contactEmail" | "publicUrl">,
  workshopId: string,
  placeKey: string,
) {
  const [workshop] = await tx
    .select({ title: workshops.title })
    .from(workshops)
    .where(and(eq(workshops.id, workshopId), eq(workshops.isActive, true)));
  if (!workshop) return 0;
  const entries = await tx
    .selectDistinct({ email: waitingList.parentEmail })
    .from(waitingList)
    .where(eq(waitingList.workshopId, workshopId));
  const path = workshopId === PRODUCTIVITY_WORKSHOP_ID ? paths.productivity : paths.booking(workshopId);
  const email = await placeOpenEmail({
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    workshopTitle: workshop.title,
    bookingUrl: `${config.publicUrl}${path}`,
  });
  for (const { email: to } of entries)
    await enqueueEmail(tx, {
      kind: "waitlist-place-open",
      to,
      dedupeKey: `place-open:${placeKey}:${to}`,
      ...email,
    });
  return entries.length;
}
