import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { admitWithStartReads } from "#server/bookings/booking-start-reads.server.ts";
import { executeNamed } from "#server/db/prepared.server.ts";
import { discountCodes, seatHolds, workshopGroups } from "#server/db/schema.server.ts";
import { familyHoldCounts } from "#server/seats/holds.server.ts";
import { codeUsesHeld, freeSeatsSelect, sameSeatRow, seatsHeldWhere } from "#server/seats/seats.server.ts";
import { copyWorkshop, paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let codeId: string;
let groupId: string;
let workshopIds: string[];

// Open holds on many seat rows, in a table never analysed: the state of seat_holds the first minutes
// of a launch, when every payment start's generic plans are made.
beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  workshopIds = await Promise.all(Array.from({ length: 20 }, () => copyWorkshop(database, "goals")));
  const [group] = await database.db.select({ id: workshopGroups.id }).from(workshopGroups).limit(1);
  groupId = group!.id;
  const [code] = await database.db
    .insert(discountCodes)
    .values({ code: `PLAN${Date.now()}`, discountType: "fixed", discountValue: 100, maxUses: 1000 })
    .returning();
  codeId = code!.id;
  const holdExpiresAt = new Date(Date.now() + 10 * 60_000);
  await database.db.insert(seatHolds).values(
    Array.from({ length: 600 }, (_, n) => ({
      kind: "payment_intent" as const,
      provider: "test",
      workshopId: workshopIds[n % workshopIds.length]!,
      groupId: n % 3 === 0 ? groupId : null,
      discountCodeId: n % 2 === 0 ? codeId : null,
      subtotal: 100,
      amountTotal: 100,
      customerEmail: `plan-${n}@example.com`,
      clientIp: `10.9.${n >> 8}.${n & 255}`,
      metadata: {},
      holdExpiresAt,
    })),
  );
});
afterAll(() => database.drop());

const dialect = new PgDialect();

/** The indexes the generic plan of `query` reads (the plan every payment start reuses). */
async function indexesOfGenericPlan(query: { sql: string }) {
  const plan = await database.pool.query(`explain (generic_plan, format json) ${query.sql}`);
  return [...JSON.stringify(plan.rows).matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]);
}

test("a workshop's, a group's and a limited code's held seats are read from their own index, before seat_holds is ever analysed", async () => {
  expect(await indexesOfGenericPlan(freeSeatsSelect(database.db, false).toSQL())).toContain(
    "seat_holds_workshop_seats_idx",
  );
  expect(await indexesOfGenericPlan(freeSeatsSelect(database.db, true).toSQL())).toContain(
    "seat_holds_group_seats_idx",
  );
  const codeCount = dialect.sqlToQuery(sql`select ${codeUsesHeld(sql`$1::uuid`)} as held`);
  expect(await indexesOfGenericPlan(codeCount)).toContain("seat_holds_code_open_idx");
});

test("the hold's own counts (its seat row, its family's holds) are read from their own indexes in its generic plan", async () => {
  const seatRow = dialect.sqlToQuery(
    sql`select ${seatsHeldWhere(sameSeatRow({ workshopId: "goals", groupId: null }))} as held`,
  );
  expect(await indexesOfGenericPlan(seatRow)).toContain("seat_holds_workshop_seats_idx");
  const groupRow = dialect.sqlToQuery(
    sql`select ${seatsHeldWhere(sameSeatRow({ workshopId: "goals", groupId }))} as held`,
  );
  expect(await indexesOfGenericPlan(groupRow)).toContain("seat_holds_group_seats_idx");
  // Every value is a parameter of the plan, as in the prepared insert.
  const family = dialect.sqlToQuery(
    sql`select ${familyHoldCounts("family@example.com", { clientIp: "10.9.0.1", perIp: 5, perEmail: 5 })}`,
  );
  const indexes = await indexesOfGenericPlan(family);
  expect(indexes).toContain("seat_holds_client_ip_open_idx");
  expect(indexes).toContain("seat_holds_email_open_idx");
  expect(indexes).toHaveLength(2);
});

test("a payment start's first statement sums a workshop's live holds once, for the admission and the workshop's seats left alike", async () => {
  const services = paymentTestServices(database);
  await database.pool.query("update workshops set max_seats = 1000 where id = $1", [workshopIds[0]]);
  const sent = vi.spyOn(database.pool, "query");
  const read = await admitWithStartReads(services, { workshopId: workshopIds[0]! }, "10.9.9.9", undefined);
  const statement = sent.mock.calls
    .map(([query]) => (typeof query === "string" ? query : (query as { text: string }).text))
    .find((text) => text.includes("booking_workshop"));
  sent.mockRestore();
  expect(read).toMatchObject({ admission: "admitted", reads: { workshop: { status: "bookable" } } });
  expect(statement).toBeDefined();
  const indexes = await indexesOfGenericPlan({ sql: statement! });
  expect(indexes.filter((name) => name === "seat_holds_workshop_seats_idx")).toHaveLength(1);
});

test("executeNamed prepares a statement once per shape on a connection, whatever its values", async () => {
  const prepared = await database.db.transaction(async (tx) => {
    const sums = [];
    for (const n of [1, 2, 3])
      sums.push(...(await executeNamed<{ sum: number }>(tx, sql`select ${n}::int + 40 as sum`)));
    // Another shape, another statement.
    await executeNamed(tx, sql`select ${1}::int + 41 as sum`);
    const rows = await tx.execute<{ statement: string }>(
      sql`select statement from pg_prepared_statements where not from_sql and statement like 'select $1::int + 4%'`,
    );
    return { sums: sums.map((row) => row.sum), statements: rows.rows.map((row) => row.statement).sort() };
  });
  expect(prepared).toEqual({
    sums: [41, 42, 43],
    statements: ["select $1::int + 40 as sum", "select $1::int + 41 as sum"],
  });
});
