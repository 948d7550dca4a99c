import { and, eq, sql, type SQL } from "drizzle-orm";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import type { Language } from "#shared/language.ts";
import { workshopTextIn } from "#shared/workshop-texts.ts";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import { workshops } from "#server/db/schema.server.ts";
import { groupsOnSaleJson } from "#server/groups/public-groups.server.ts";
import { nextOpenGroupStart } from "#server/groups/next-open-group.server.ts";
import { workshopSeatsFree } from "#server/seats/seats.server.ts";
import { soldOut } from "#server/workshops/catalogue.server.ts";
import { startLabel } from "#server/workshops/start-label.server.ts";

export type BookingWorkshopLookup =
  | { status: "bookable"; workshop: BookingWorkshop }
  | { status: "full"; workshop: BookingWorkshop }
  | { status: "productivity" }
  | { status: "not-found" };

// Drizzle prints a column unqualified inside raw SQL, which a subquery would resolve to its own table.
const workshopId = sql.raw(`"workshops"."id"`);

/**
 * What the booking pages and every payment start read of a workshop (the placeholder `id`): the
 * texts the pages show, its price and ages, its next start, its own seats left and its groups on sale.
 * `seatsLeft`: the workshop's own seats left, when the calling statement has just summed them.
 */
export function bookingWorkshopSelect(db: Database, seatsLeft: SQL<number> = workshopSeatsFree(workshopId)) {
  return db
    .select({
      id: workshops.id,
      title: workshops.title,
      duration: workshops.duration,
      sessions: workshops.sessions,
      frenchTexts: workshops.frenchTexts,
      price: workshops.price,
      ageMin: workshops.ageMin,
      ageMax: workshops.ageMax,
      upcomingStart: nextOpenGroupStart(workshopId).as("upcoming_start"),
      workshopSeatsLeft: seatsLeft.as("workshop_seats_left"),
      groups: groupsOnSaleJson(workshopId).as("groups"),
    })
    .from(workshops)
    .where(and(eq(workshops.id, sql.placeholder("id")), eq(workshops.isActive, true)))
    .limit(1);
}

export type BookingWorkshopRow = Awaited<
  ReturnType<ReturnType<typeof bookingWorkshopSelect>["execute"]>
>[number];

/** The same read alone, prepared once. */
const bookingWorkshopRow = preparedStatement((db) => bookingWorkshopSelect(db).prepare("booking_workshop"));

/**
 * The workshop a /booking page is about: unknown and inactive ones are not
 * found (docs/product/booking-and-payment.md#flow and docs/product/catalogue-and-pages.md#not-found-page), a full one offers its waiting list.
 * The productivity workshop is sold through its own sales page and hosted checkout, not through /booking.
 */
export async function findBookingWorkshop(
  db: Database,
  id: string,
  language: Language = "en",
): Promise<BookingWorkshopLookup> {
  if (id === PRODUCTIVITY_WORKSHOP_ID) return { status: "productivity" };
  const [row] = await bookingWorkshopRow(db).execute({ id });
  return bookingWorkshopLookup(id, row, language);
}

/** What a read of bookingWorkshopSelect for `id` says: the workshop, full or bookable, or not found. */
export function bookingWorkshopLookup(
  id: string,
  row: BookingWorkshopRow | undefined | null,
  language: Language = "en",
): BookingWorkshopLookup {
  if (id === PRODUCTIVITY_WORKSHOP_ID) return { status: "productivity" };
  if (!row) return { status: "not-found" };
  const { groups } = row;
  const workshop: BookingWorkshop = {
    id: row.id,
    title: workshopTextIn(row, "title", language),
    price: row.price,
    duration: workshopTextIn(row, "duration", language),
    sessions: workshopTextIn(row, "sessions", language),
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    startLabel: startLabel(row, language),
    groups,
  };
  const full = soldOut({
    groupsOnSale: groups.length,
    groupsWithSeats: groups.filter((group) => group.spotsLeft > 0).length,
    workshopSeatsLeft: row.workshopSeatsLeft,
  });
  return { status: full ? "full" : "bookable", workshop };
}
