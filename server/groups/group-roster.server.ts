import { and, asc, eq, ne } from "drizzle-orm";
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
};

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
  }));
}

export const ROSTER_CSV_HEADER = [
  "Parent",
  "Prénom de l'adolescent",
  "Âge",
  "E-mail",
  "Téléphone",
  "Demandes particulières",
  "Référence",
] as const;

export const rosterCsvRow = (row: RosterRow): CsvValue[] => [
  row.parentName,
  row.teenFirstName,
  row.teenAge,
  row.parentEmail,
  row.parentPhone,
  row.specialRequests,
  row.reference,
];

/** The roster as one CSV batch (a group holds a handful of families). */
export async function* rosterCsvBatches(db: Database, groupId: string): AsyncGenerator<CsvValue[][]> {
  yield (await listRoster(db, groupId)).map(rosterCsvRow);
}
