import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import type { Workshop } from "#server/db/rows.server.ts";
import { workshops } from "#server/db/schema.server.ts";
import { groupOnSale } from "#server/group-schedule/group-sql.server.ts";
import { nextOpenGroupStart } from "#server/groups/next-open-group.server.ts";
import type { Language } from "#shared/language.ts";
import { workshopTexts } from "#shared/workshop-texts.ts";
import { groupSeatsLeft, sameSeatRow, seatsHeldWhere } from "#server/seats/seats.server.ts";

/**
 * One workshop as the public site shows it, with what is still free right now. Only active
 * workshops are public: an inactive one (a draft, a retired workshop) is not shown to parents
 * anywhere and its pages answer 404 (docs/product/catalogue-and-pages.md#workshops-page).
 */
export type CatalogueWorkshop = Pick<
  Workshop,
  | "id"
  | "title"
  | "subtitle"
  | "description"
  | "price"
  | "duration"
  | "sessions"
  | "groupSize"
  | "ageMin"
  | "ageMax"
  | "icon"
  | "highlights"
> & {
  /** The next open group's first session date (in its zone); null shows "Coming Soon" (docs/product/catalogue-and-pages.md#start-dates). */
  upcomingStart: string | null;
  seatsLeft: number;
  isFull: boolean;
  /** Not full: the card offers booking; otherwise the waiting list. */
  isBookable: boolean;
};

// Drizzle prints a column unqualified inside raw SQL, which a subquery would resolve to its own table.
const workshopId = sql.raw(`"workshops"."id"`);

// A seat counts as taken by a confirmed booking or by an open checkout whose hold has not expired.
const activeWorkshopHolds = seatsHeldWhere(sameSeatRow({ workshopId }));

// A workshop with groups on sale (open or full) is sold by group: full when none has a seat left
// (docs/product/groups.md#choosing-a-group). Without one it sells seats of the workshop
// itself, its bookings waiting for a group.
const groupsOnSale = sql<number>`(
  select count(*)::int from workshop_groups g where g.workshop_id = ${workshopId} and ${groupOnSale("g")}
)`;
const groupsWithSeats = sql<number>`(
  select count(*)::int from workshop_groups g
  where g.workshop_id = ${workshopId} and ${groupOnSale("g")}
    and ${groupSeatsLeft("g")} > 0
)`;
const seatsLeftInGroups = sql<number>`(
  select coalesce(sum(${groupSeatsLeft("g")}), 0)::int from workshop_groups g
  where g.workshop_id = ${workshopId} and ${groupOnSale("g")}
)`;
const upcomingStart = nextOpenGroupStart(workshopId);

const columns = {
  id: workshops.id,
  title: workshops.title,
  subtitle: workshops.subtitle,
  description: workshops.description,
  price: workshops.price,
  duration: workshops.duration,
  sessions: workshops.sessions,
  groupSize: workshops.groupSize,
  ageMin: workshops.ageMin,
  ageMax: workshops.ageMax,
  icon: workshops.icon,
  highlights: workshops.highlights,
  frenchTexts: workshops.frenchTexts,
  maxSeats: workshops.maxSeats,
  bookedSeats: workshops.bookedSeats,
  upcomingStart,
  holds: activeWorkshopHolds,
  groupsOnSale,
  groupsWithSeats,
  seatsLeftInGroups,
};

function toCatalogueWorkshop(
  row: Awaited<ReturnType<typeof selectWorkshops>>[number],
  language: Language,
): CatalogueWorkshop {
  const {
    frenchTexts: _frenchTexts,
    maxSeats,
    bookedSeats,
    holds,
    groupsOnSale,
    groupsWithSeats,
    seatsLeftInGroups,
    ...rest
  } = workshopTexts(row, language);
  // Sold by group: the seats left are the groups' (docs/product/groups.md#choosing-a-group).
  const seatsLeft = groupsOnSale > 0 ? seatsLeftInGroups : Math.max(0, maxSeats - bookedSeats - holds);
  const isFull = soldOut({
    groupsOnSale,
    groupsWithSeats,
    workshopSeatsLeft: maxSeats - bookedSeats - holds,
  });
  return { ...rest, seatsLeft, isFull, isBookable: !isFull };
}

/**
 * Whether a workshop is full: sold by group when it has groups on sale, full when none has a seat
 * left; without one, full when its own seats are taken (booked or held).
 */
export const soldOut = (seats: {
  groupsOnSale: number;
  groupsWithSeats: number;
  workshopSeatsLeft: number;
}) => (seats.groupsOnSale > 0 ? seats.groupsWithSeats === 0 : seats.workshopSeatsLeft <= 0);

function selectWorkshops(db: Database) {
  return db.select(columns).from(workshops).$dynamic();
}

const isPublic = eq(workshops.isActive, true);

/** The public catalogue (active workshops only), by sort order then age, its texts in `language`. */
export async function listCatalogue(db: Database, language: Language = "en"): Promise<CatalogueWorkshop[]> {
  const rows = await selectWorkshops(db)
    .where(isPublic)
    .orderBy(asc(workshops.sortOrder), asc(workshops.createdAt));
  return rows.map((row) => toCatalogueWorkshop(row, language));
}

/** One workshop of the public catalogue, its texts in `language`, or undefined when the id is unknown or inactive. */
const catalogueWorkshop = preparedStatement((db) =>
  selectWorkshops(db)
    .where(and(eq(workshops.id, sql.placeholder("id")), isPublic))
    .limit(1)
    .prepare("catalogue_workshop"),
);

export async function getCatalogueWorkshop(
  db: Database,
  id: string,
  language: Language = "en",
): Promise<CatalogueWorkshop | undefined> {
  const [row] = await catalogueWorkshop(db).execute({ id });
  return row ? toCatalogueWorkshop(row, language) : undefined;
}

/** The public workshops' next starts, for the home page's topic tiles (an inactive workshop has none). */
export async function listPublicWorkshopStarts(
  db: Database,
): Promise<Pick<CatalogueWorkshop, "id" | "upcomingStart">[]> {
  return db.select({ id: workshops.id, upcomingStart }).from(workshops).where(isPublic);
}

/** The ids of the public (active) workshops: the home page's topic tiles link only to these. */
export async function listPublicWorkshopIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: workshops.id }).from(workshops).where(isPublic);
  return rows.map((row) => row.id);
}
