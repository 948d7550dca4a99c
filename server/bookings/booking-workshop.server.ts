import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import type { Language } from "#shared/language.ts";
import type { Database } from "#server/db/client.server.ts";
import { getCatalogueWorkshop } from "#server/workshops/catalogue.server.ts";
import { startLabel } from "#server/workshops/start-label.server.ts";
import { listGroupsOnSale } from "#server/groups/public-groups.server.ts";

/** The workshop sold through its own sales page and hosted checkout, not through /booking. */

export type BookingWorkshopLookup =
  | { status: "bookable"; workshop: BookingWorkshop }
  | { status: "full"; workshop: BookingWorkshop }
  | { status: "productivity" }
  | { status: "not-found" };

/**
 * The workshop a /booking page is about: unknown and inactive ones are not
 * found (docs/product/booking-and-payment.md#flow and docs/product/catalogue-and-pages.md#not-found-page), a full one offers its waiting list.
 */
export async function findBookingWorkshop(
  db: Database,
  workshopId: string,
  language: Language = "en",
): Promise<BookingWorkshopLookup> {
  if (workshopId === PRODUCTIVITY_WORKSHOP_ID) return { status: "productivity" };
  const found = await getCatalogueWorkshop(db, workshopId, language);
  if (!found) return { status: "not-found" };
  const workshop: BookingWorkshop = {
    id: found.id,
    title: found.title,
    price: found.price,
    duration: found.duration,
    sessions: found.sessions,
    ageMin: found.ageMin,
    ageMax: found.ageMax,
    startLabel: startLabel(found, language),
    groups: await listGroupsOnSale(db, found.id),
  };
  return { status: found.isFull ? "full" : "bookable", workshop };
}
