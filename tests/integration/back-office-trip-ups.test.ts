import { readFile } from "node:fs/promises";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contentFormSchema } from "#shared/admin/content-form.ts";
import { discountCodeFormSchema } from "#shared/admin/discount-code-form.ts";
import { contentRefusalText } from "#shared/admin/content-answer.ts";
import { pageContentProblem } from "#shared/admin/page-content-schemas.ts";
import { PAGE_KEYS } from "#shared/stored-values.ts";
import { pageWithin } from "#server/db/list-sql.server.ts";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { searchBookings } from "#server/bookings/admin-bookings.server.ts";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import { savePageContent } from "#server/content/admin-content.server.ts";
import { contentDefaults } from "#server/content/defaults.server.ts";
import { saveDiscountCode } from "#server/discounts/admin-discount-codes.server.ts";
import { seatHolds, pageContent, workshopGroups, waitingList } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { searchSubscribers } from "#server/newsletter/admin-subscribers.server.ts";
import { searchWaitlist, waitlistCsvBatches } from "#server/waitlist/admin-waitlist.server.ts";
import { joinWaitlist } from "#server/waitlist/join-waitlist.server.ts";
import { listAdminWorkshops } from "#server/workshops/admin-workshops.server.ts";
import { paymentTestServices } from "#tests/helpers/payments.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/* What an administrator trips over in the back-office (seats, content, pages, search, trail). */

let database: TestDatabase;
const actor = { id: "admin-1", email: "admin@academy.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

async function addBooking(values: {
  reference: string;
  parent?: [string, string];
  teen?: [string, string];
  email?: string;
  workshop?: string;
  group?: string | null;
  status?: string;
}) {
  const [parentFirst, parentLast] = values.parent ?? ["Anne", "Parent"];
  const [teenFirst, teenLast] = values.teen ?? ["Teen", "Parent"];
  const result = await database.db.execute<{ id: string }>(sql`
    insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_last_name,
      parent_email, teen_first_name, teen_last_name, teen_age, amount_paid, status)
    values (${values.reference}, ${values.workshop ?? "goals"}, ${values.group ?? null}, ${parentFirst},
      ${parentLast}, ${values.email ?? `${values.reference.toLowerCase()}@example.com`}, ${teenFirst},
      ${teenLast}, 13, 14700, ${values.status ?? "confirmed"})
    returning id`);
  return result.rows[0]!.id;
}

describe("workshop seats", () => {
  test("the Ateliers table counts a workshop sold by groups in its groups: two confirmed productivity bookings are 2 of its groups' 10 seats taken, with each group's share", async () => {
    await database.db.update(workshopGroups).set({ bookedSeats: 1 }).where(eq(workshopGroups.id, "option1"));
    await database.db.update(workshopGroups).set({ bookedSeats: 1 }).where(eq(workshopGroups.id, "option2"));
    const workshops = await listAdminWorkshops(database.db);
    const productivity = workshops.find((workshop) => workshop.id === "productivity")!;
    expect(productivity.bookedSeats).toBe(0);
    // Its groups hold 3 + 5 + 2 seats; the workshop's own maximum (6) limits no sale.
    expect(productivity.maxSeats).toBe(6);
    expect(`${productivity.seatsTaken}/${productivity.seatsOffered}`).toBe("2/10");
    expect(productivity.groups.map((group) => [group.id, group.bookedSeats])).toEqual([
      ["option1", 1],
      ["option2", 1],
      ["option3", 0],
    ]);
    // A workshop sold without groups counts its own seats.
    const goals = workshops.find((workshop) => workshop.id === "goals")!;
    expect(goals.seatsTaken).toBe(goals.bookedSeats);
    expect(goals.seatsOffered).toBe(goals.maxSeats);
  });
});

describe("page content of the wrong shape", () => {
  test("every seeded default has the shape its page key's schema describes", () => {
    for (const key of PAGE_KEYS) expect(pageContentProblem(key, contentDefaults[key].content)).toBeNull();
  });

  test.each([
    [
      "home_hero",
      { heading: 42 },
      "field_not_text",
      { field: "heading" },
      'Le champ "heading" doit être un texte',
    ],
    [
      "home_benefits",
      { items: "none" },
      "field_not_list",
      { field: "items" },
      'Le champ "items" doit être une liste',
    ],
    [
      "home_benefits",
      { items: [{ text: "x" }] },
      "field_required",
      { field: "items[0].title" },
      'Le champ "items[0].title" est obligatoire',
    ],
    [
      "home_testimonials",
      { items: [{ quote: "Great", parent: 3 }] },
      "field_not_text",
      { field: "items[0].parent" },
      'Le champ "items[0].parent" doit être un texte',
    ],
    [
      "home_benefits",
      { items: [{ title: "x", txt: "y" }] },
      "field_unknown",
      { field: "items[0].txt" },
      'Le champ "items[0].txt" n\'existe pas pour cette page',
    ],
    [
      "contact",
      { heading: "Hi", headng: "typo" },
      "field_unknown",
      { field: "headng", known: "heading, responseTime" },
      'Le champ "headng" n\'existe pas pour cette page (champs possibles\u00a0: heading, responseTime)',
    ],
  ] as const)(
    "the content editor names the wrong field, in French on the back-office: %s %j",
    (key, content, reason, values, message) => {
      const problem = pageContentProblem(key, content);
      expect(problem).toEqual({ reason, values });
      expect(contentRefusalText({ ok: false, ...problem! }, "fr")).toBe(message);
    },
  );

  test("content valid as JSON but of the wrong shape is refused, naming the field, and nothing is saved", async () => {
    const [hero] = await database.db.select().from(pageContent).where(eq(pageContent.pageKey, "home_hero"));
    const refused = await savePageContent(
      database.db,
      actor,
      contentFormSchema("fr").parse({ id: hero!.id, title: "Hero", content: '{"heading": 42}' }),
    );
    expect(refused).toEqual({
      ok: false,
      reason: "field_not_text",
      field: "content",
      values: { field: "heading" },
    });
    const [after] = await database.db.select().from(pageContent).where(eq(pageContent.pageKey, "home_hero"));
    expect(after!.content).toEqual(hero!.content);
    expect(after!.title).toBe(hero!.title);

    await database.db.delete(pageContent).where(eq(pageContent.pageKey, "contact"));
    const created = await savePageContent(
      database.db,
      actor,
      contentFormSchema("fr").parse({ pageKey: "contact", title: "Contact", content: '{"heading": ["x"]}' }),
    );
    expect(created).toMatchObject({ ok: false, reason: "field_not_text", values: { field: "heading" } });
    expect(await database.db.select().from(pageContent).where(eq(pageContent.pageKey, "contact"))).toEqual(
      [],
    );
  });
});

describe("pages past the end", () => {
  test("a page past the end of a list shows its last page (bookings, waiting list, newsletter, audit log)", async () => {
    for (let i = 1; i <= 5; i++) await addBooking({ reference: `TW-PG${i}`, parent: ["Pagina", "Tion"] });
    const bookings = await pageWithin(99, 2, (page) =>
      searchBookings(database.db, { q: "pagina", status: null }, page, 2),
    );
    expect(bookings.page).toBe(3);
    expect(bookings.total).toBe(5);
    expect(bookings.rows.map((row) => row.reference)).toEqual(["TW-PG1"]);
    const firstPage = await pageWithin(1, 2, (page) =>
      searchBookings(database.db, { q: "nobody-matches", status: null }, page, 2),
    );
    expect(firstPage).toMatchObject({ page: 1, total: 0, rows: [] });

    await database.db.insert(waitingList).values([
      { workshopId: "goals", parentEmail: "pw1@example.com" },
      { workshopId: "goals", parentEmail: "pw2@example.com" },
      { workshopId: "goals", parentEmail: "pw3@example.com" },
    ]);
    const waitlist = await pageWithin(50, 2, (page) => searchWaitlist(database.db, { q: "pw" }, page, 2));
    expect(waitlist).toMatchObject({ page: 2, total: 3 });
    expect(waitlist.rows).toHaveLength(1);

    await database.db.execute(
      sql`insert into newsletter_subscribers (email) values ('pn1@example.com'), ('pn2@example.com'), ('pn3@example.com')`,
    );
    const subscribers = await pageWithin(7, 2, (page) =>
      searchSubscribers(database.db, { q: "pn", status: null }, page, 2),
    );
    expect(subscribers).toMatchObject({ page: 2, total: 3 });
    expect(subscribers.rows).toHaveLength(1);

    // A new entry for a key is audited, but a second one is refused unaudited: without this the trail
    // could be empty when nothing audited ran before.
    await database.db.delete(pageContent).where(eq(pageContent.pageKey, "contact"));
    await savePageContent(
      database.db,
      actor,
      contentFormSchema("fr").parse({ pageKey: "contact", title: "Contact", content: "{}" }),
    );
    const trail = await pageWithin(1000, 25, (page) => listAuditLog(database.db, page, 25));
    expect(trail.rows.length).toBeGreaterThan(0);
    expect(trail.page).toBe(Math.ceil(trail.total / 25));
  });
});

describe("waiting-list counters", () => {
  test("the Total counts the rows the list shows: a family whose offered place was booked is one of them", async () => {
    const before = await searchWaitlist(database.db, { q: "" }, 1, 500);
    await joinWaitlist(database.db, { workshopId: "goals", email: "still-waiting@example.com" });
    // A family that booked its offered place: its entry is gone, the claimed offer stays listed.
    const [hold] = await database.db
      .insert(seatHolds)
      .values({
        kind: "payment_intent",
        provider: "test",
        providerPaymentId: "pi_counter_test",
        workshopId: "goals",
        status: "completed",
        subtotal: 14700,
        amountTotal: 14700,
        customerEmail: "booked-offer@example.com",
        holdExpiresAt: new Date(),
        metadata: {},
      })
      .returning({ id: seatHolds.id });
    await database.db.execute(sql`
      insert into waitlist_offers (workshop_id, parent_email, hold_id, status, cause, expires_at)
      values ('goals', 'booked-offer@example.com', ${hold!.id}, 'claimed', 'counter-test', now() + interval '1 day')`);
    const listed = await searchWaitlist(database.db, { q: "" }, 1, 500);
    expect(listed.rows.length).toBe(before.rows.length + 2);
    expect(listed.overall).toBe(listed.rows.length);
    expect(listed.waiting).toBe(listed.rows.filter((row) => row.offerState !== "booked").length);
  });
});

describe("waiting-list age", () => {
  test("a waiting-list signup stores no age, and the list and its CSV show nothing for it", async () => {
    expect(await joinWaitlist(database.db, { workshopId: "habits", email: "noage@example.com" })).toBe(
      "joined",
    );
    const [row] = await database.db
      .select({ teenAge: waitingList.teenAge })
      .from(waitingList)
      .where(eq(waitingList.parentEmail, "noage@example.com"));
    expect(row!.teenAge).toBeNull();
    const listed = await searchWaitlist(database.db, { q: "noage@" }, 1, 25);
    expect(listed.rows[0]!.teenAge).toBeNull();
    const batch = await waitlistCsvBatches(database.db, { q: "noage@" }, "fr").next();
    expect(batch.value?.[0]?.[3]).toBeNull();
  });

  test("migration 0004 turns the 12 placeholder of e-mail-only entries into null and keeps a given age", async () => {
    await database.db.execute(sql`
      insert into waiting_list (workshop_id, parent_email, teen_age) values ('confidence', 'placeholder@example.com', 12);
      insert into waiting_list (workshop_id, parent_email, teen_first_name, teen_age)
        values ('confidence', 'real-twelve@example.com', 'Inès', 12)`);
    const migration = await readFile("server/db/drizzle/0004_waiting-list-age-optional.sql", "utf8");
    const update = migration.split("--> statement-breakpoint").find((part) => part.includes("UPDATE"))!;
    await database.db.execute(sql.raw(update));
    const ages = await database.db.execute<{ parent_email: string; teen_age: number | null }>(sql`
      select parent_email, teen_age from waiting_list
      where parent_email in ('placeholder@example.com', 'real-twelve@example.com') order by parent_email`);
    expect(ages.rows).toEqual([
      { parent_email: "placeholder@example.com", teen_age: null },
      { parent_email: "real-twelve@example.com", teen_age: 12 },
    ]);
  });
});

describe("accent-insensitive search", () => {
  test("searching bookings for 'helene' finds 'Hélène', whatever the case, by parent name, teen name or e-mail", async () => {
    await addBooking({ reference: "TW-AC1", parent: ["Hélène", "Dupré"], teen: ["Chloé", "Dupré"] });
    await addBooking({ reference: "TW-AC2", parent: ["Marc", "Noël"], email: "zoé.noël@example.com" });
    const found = async (q: string) =>
      (await searchBookings(database.db, { q, status: null }, 1, 25)).rows.map((row) => row.reference).sort();
    expect(await found("helene")).toEqual(["TW-AC1"]);
    expect(await found("HELENE DUPRE")).toEqual(["TW-AC1"]);
    expect(await found("chloe")).toEqual(["TW-AC1"]);
    expect(await found("Hélène")).toEqual(["TW-AC1"]);
    expect(await found("zoe.noel@")).toEqual(["TW-AC2"]);
    expect(await found("NOËL")).toEqual(["TW-AC2"]);
  });

  test("the waiting-list and newsletter searches ignore accents and case too", async () => {
    await database.db.insert(waitingList).values({
      workshopId: "habits",
      parentEmail: "family@example.com",
      parentFirstName: "Agnès",
      parentLastName: "Lefèvre",
    });
    await database.db.execute(sql`insert into newsletter_subscribers (email) values ('andré@example.com')`);
    const waiting = await searchWaitlist(database.db, { q: "AGNES LEFEVRE" }, 1, 25);
    expect(waiting.rows.map((row) => row.parentEmail)).toEqual(["family@example.com"]);
    const subscribers = await searchSubscribers(database.db, { q: "andre@", status: null }, 1, 25);
    expect(subscribers.rows.map((row) => row.email)).toEqual(["andré@example.com"]);
  });

  test("the bookings' name and e-mail searches still use the trigram indexes", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute<{ "QUERY PLAN": string }>(sql`
        explain select id from bookings b
        where immutable_unaccent(b.parent_first_name || ' ' || b.parent_last_name) ilike immutable_unaccent('%helene%')
           or immutable_unaccent(b.teen_first_name || ' ' || b.teen_last_name) ilike immutable_unaccent('%helene%')
           or immutable_unaccent(b.parent_email) ilike immutable_unaccent('%helene%')`);
      return rows.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("bookings_parent_name_trgm_idx");
    expect(plan).toContain("bookings_teen_name_trgm_idx");
    expect(plan).toContain("bookings_parent_email_trgm_idx");
  });

  test("the waiting-list search finds entries by parent name, teen name or e-mail, whatever the case, with the offer filter", async () => {
    await database.db.insert(waitingList).values([
      {
        workshopId: "goals",
        parentEmail: "quinoa.family@example.com",
        parentFirstName: "Quentin",
        parentLastName: "Oarsman",
        teenFirstName: "Zélie",
        teenLastName: "Quarto",
      },
      { workshopId: "habits", parentEmail: "zelie-mum@example.com", parentFirstName: "Nadia" },
    ]);
    const emails = async (q: string, offer: "none" | "sent" | null = null) =>
      (await searchWaitlist(database.db, { q, offer }, 1, 25)).rows.map((row) => row.parentEmail).sort();
    expect(await emails("QUENTIN OARS")).toEqual(["quinoa.family@example.com"]);
    expect(await emails("zelie quarto")).toEqual(["quinoa.family@example.com"]);
    expect(await emails("Quinoa.Family@")).toEqual(["quinoa.family@example.com"]);
    expect(await emails("ZELIE")).toEqual(["quinoa.family@example.com", "zelie-mum@example.com"]);
    expect(await emails("zelie", "none")).toEqual(["quinoa.family@example.com", "zelie-mum@example.com"]);
    expect(await emails("zelie", "sent")).toEqual([]);
    expect((await searchWaitlist(database.db, { q: "zélie" }, 1, 25)).total).toBe(2);
  });

  test("the waiting-list search uses the entries' trigram indexes", async () => {
    const plans: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // What the search sends, explained instead of run.
      const explaining = {
        execute: async (query: SQL) => {
          const rows = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
          plans.push(rows.rows.map((row) => row["QUERY PLAN"]).join("\n"));
          return { rows: [] };
        },
      } as unknown as typeof database.db;
      await searchWaitlist(explaining, { q: "helene" }, 1, 25);
    });
    // The page's rows and its count: each searches the three indexes.
    expect(plans.filter((plan) => plan.includes("waiting_list_parent_name_trgm_idx"))).toHaveLength(2);
    expect(plans.filter((plan) => plan.includes("waiting_list_teen_name_trgm_idx"))).toHaveLength(2);
    expect(plans.filter((plan) => plan.includes("waiting_list_parent_email_trgm_idx"))).toHaveLength(2);
  });
});

describe("the audit trail names its items", () => {
  test("each entry names its item beside the id (workshop title, discount code, page key, booking reference), never a teen's name", async () => {
    const code = await saveDiscountCode(
      database.db,
      actor,
      discountCodeFormSchema("fr").parse({
        code: "SPRING25",
        discountType: "percentage",
        discountValue: "25",
        isActive: "on",
      }),
    );
    expect(code.ok).toBe(true);
    const [hero] = await database.db.select().from(pageContent).where(eq(pageContent.pageKey, "home_hero"));
    await savePageContent(
      database.db,
      actor,
      contentFormSchema("fr").parse({ id: hero!.id, title: "Hero", content: '{"heading": "Grandir"}' }),
    );
    const bookingId = await addBooking({ reference: "TW-AUD1", teen: ["Séraphine", "Secret"] });
    await cancelBooking(paymentTestServices(database), actor, bookingId);
    // An entry whose snapshot carries no name (an older entry): named from the row as it is now.
    await database.db.execute(sql`
      insert into audit_log (actor_email, action, entity, entity_id) values ('old@academy.test', 'update', 'workshop', 'goals')`);
    const { rows } = await listAuditLog(database.db, 1, 50);
    const name = (entity: string, entityId: string | null) =>
      rows.find((row) => row.entity === entity && row.entityId === entityId)?.itemName;
    expect(name("booking", bookingId)).toBe("TW-AUD1");
    expect(name("discount_code", code.ok ? code.value.id : "")).toBe("SPRING25");
    expect(name("workshop", "goals")).toBe("Goal Setting");
    expect(name("page_content", hero!.id)).toBe("home_hero");
    expect(JSON.stringify(rows)).not.toContain("Séraphine");
  });
});
