import { and, asc, eq, ne, sql } from "drizzle-orm";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { CsvValue } from "#server/csv/csv.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings } from "#server/db/schema.server.ts";

export type RosterRow = {
  reference: string;
  parentName: string;
  teenFirstName: string;
  teenAge: number | null;
  parentEmail: string;
  parentPhone: string;
  specialRequests: string;
  /** The references of the brothers and sisters booked in the same payment (empty when alone). */
  orderWith: string[];
};

// Drizzle prints a column unqualified inside raw SQL, which a subquery would resolve to its own table.
const orderColumn = sql.raw(`"bookings"."hold_id"`);

/**
 * A group's families (docs/product/groups.md#roster): every booking in it that is not
 * cancelled, by parent name. Only what the coach needs: the teen's first name and age, not the last name.
 */
export async function listRoster(db: Database, groupId: string): Promise<RosterRow[]> {
  const rows = await db
    .select({
      reference: bookings.reference,
      parentFirstName: bookings.parentFirstName,
      parentLastName: bookings.parentLastName,
      teenFirstName: bookings.teenFirstName,
      teenAge: bookings.teenAge,
      parentEmail: bookings.parentEmail,
      parentPhone: bookings.parentPhone,
      specialRequests: bookings.specialRequests,
      order: sql<string[] | null>`(select array_agg(s.reference order by s.order_seat) from bookings s
        where s.hold_id = ${orderColumn})`,
    })
    .from(bookings)
    .where(and(eq(bookings.groupId, groupId), ne(bookings.status, "cancelled")))
    .orderBy(asc(bookings.parentLastName), asc(bookings.parentFirstName), asc(bookings.reference));
  return rows.map((row) => ({
    reference: row.reference,
    parentName: [row.parentFirstName, row.parentLastName].filter(Boolean).join(" "),
    teenFirstName: row.teenFirstName,
    teenAge: row.teenAge,
    parentEmail: row.parentEmail,
    parentPhone: row.parentPhone ?? "",
    specialRequests: row.specialRequests ?? "",
    orderWith: (row.order ?? []).filter((reference) => reference !== row.reference),
  }));
}

/** The roster CSV's header in a language, the columns of `rosterCsvRow` (the back-office's is French). */
export function rosterCsvHeader(language: Language): string[] {
  const locale = { locale: language };
  return [
    m.admin_roster_col_parent({}, locale),
    m.admin_roster_csv_teen_first_name({}, locale),
    m.admin_roster_col_age({}, locale),
    m.admin_roster_col_email({}, locale),
    m.admin_roster_col_phone({}, locale),
    m.admin_roster_col_special_requests({}, locale),
    m.admin_roster_col_reference({}, locale),
    m.admin_bookings_csv_order({}, locale),
  ];
}

export const rosterCsvRow = (row: RosterRow): CsvValue[] => [
  row.parentName,
  row.teenFirstName,
  row.teenAge,
  row.parentEmail,
  row.parentPhone,
  row.specialRequests,
  row.reference,
  // Teens booked in one payment: the references of the others.
  row.orderWith.join(", "),
];

/** The roster as one CSV batch (a group holds a handful of families). */
export async function* rosterCsvBatches(db: Database, groupId: string): AsyncGenerator<CsvValue[][]> {
  yield (await listRoster(db, groupId)).map(rosterCsvRow);
}
