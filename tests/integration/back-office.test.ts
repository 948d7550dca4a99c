import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contentFormSchema } from "#shared/admin/content-form.ts";
import { discountCodeFormSchema } from "#shared/admin/discount-code-form.ts";
import { centsToEurosCsv, eurosToCents } from "#shared/admin/euros.ts";
import { highlightsFromText } from "#shared/admin/highlights.ts";
import { discountCodeStatus, discountCodeStatusLabel, subscriberStatus } from "#shared/admin/statuses.ts";
import { workshopRefusalText } from "#shared/admin/workshop-answer.ts";
import { workshopFormSchema } from "#shared/admin/workshop-form.ts";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import {
  bookingCsvBatches,
  bookingsCsvHeader,
  searchBookings,
} from "#server/bookings/admin-bookings.server.ts";
import { savePageContent } from "#server/content/admin-content.server.ts";
import { csvCell, csvLine } from "#server/csv/csv.server.ts";
import { saveDiscountCode, deleteDiscountCode } from "#server/discounts/admin-discount-codes.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import {
  searchSubscribers,
  subscriberCounters,
  subscribersCsvHeader,
} from "#server/newsletter/admin-subscribers.server.ts";
import { OFFER_STATES, offerStateLabel, offerStateText } from "#shared/admin/offer-states.ts";
import { searchWaitlist, waitlistCsvHeader } from "#server/waitlist/admin-waitlist.server.ts";
import {
  deleteWorkshop,
  listAdminWorkshops,
  saveWorkshop,
} from "#server/workshops/admin-workshops.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
const actor = { id: "admin-1", email: "admin@academy.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

const workshopForm = (overrides: Record<string, string> = {}) => ({
  title: "Leadership",
  description: "Lead a team project.",
  duration: "3 weeks",
  price: "199,50",
  maxSeats: "8",
  ageMin: "12",
  ageMax: "16",
  highlights: "First line\n\n  Second line  \n\n",
  isActive: "on",
  ...overrides,
});

async function addBooking(values: {
  reference: string;
  workshop?: string;
  parent?: [string, string];
  teen?: [string, string];
  email?: string;
  status?: string;
  amount?: number;
  createdAt?: string;
}) {
  const [parentFirst, parentLast] = values.parent ?? ["Anne", "Parent"];
  const [teenFirst, teenLast] = values.teen ?? ["Teen", "Parent"];
  await database.db.execute(sql`
    insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
      teen_first_name, teen_last_name, teen_age, amount_paid, status, created_at)
    values (${values.reference}, ${values.workshop ?? "goals"}, ${parentFirst}, ${parentLast},
      ${values.email ?? `${values.reference.toLowerCase()}@example.com`}, ${teenFirst}, ${teenLast}, 13,
      ${values.amount ?? 14700}, ${values.status ?? "confirmed"},
      ${values.createdAt ?? new Date().toISOString()}::timestamptz)`);
}

describe("derived statuses", () => {
  test.each([
    { confirmed: true, unsubscribedAt: null, expected: "confirmed" },
    { confirmed: false, unsubscribedAt: null, expected: "pending" },
    { confirmed: true, unsubscribedAt: "2026-01-01T00:00:00Z", expected: "unsubscribed" },
    { confirmed: false, unsubscribedAt: "2026-01-01T00:00:00Z", expected: "unsubscribed" },
  ])("newsletter subscriber confirmed=$confirmed unsubscribedAt=$unsubscribedAt is $expected", (row) => {
    expect(subscriberStatus(row)).toBe(row.expected);
  });

  const now = new Date("2026-03-10T12:00:00Z");
  const past = "2026-03-10T11:59:00Z";
  const future = "2026-03-10T12:01:00Z";
  test.each([
    { isActive: false, expiresAt: past, usedCount: 5, maxUses: 5, expected: "inactive", label: "Inactif" },
    { isActive: true, expiresAt: past, usedCount: 5, maxUses: 5, expected: "expired", label: "Expiré" },
    { isActive: true, expiresAt: future, usedCount: 5, maxUses: 5, expected: "used_up", label: "Épuisé" },
    { isActive: true, expiresAt: null, usedCount: 6, maxUses: 5, expected: "used_up", label: "Épuisé" },
    { isActive: true, expiresAt: future, usedCount: 4, maxUses: 5, expected: "active", label: "Actif" },
    { isActive: true, expiresAt: null, usedCount: 99, maxUses: null, expected: "active", label: "Actif" },
  ] as const)(
    "discount code active=$isActive expires=$expiresAt used=$usedCount/$maxUses is $expected ($label)",
    (code) => {
      expect(discountCodeStatus(code, now)).toBe(code.expected);
      expect(discountCodeStatusLabel(code.expected, "fr")).toBe(code.label);
    },
  );

  test("the newsletter counters and filter use the same derived status", async () => {
    await database.db.execute(sql`
      insert into newsletter_subscribers (email, confirmed, unsubscribed_at) values
        ('c1@example.com', true, null), ('c2@example.com', true, null), ('p1@example.com', false, null),
        ('u1@example.com', true, now()), ('u2@example.com', false, now())`);
    expect(await subscriberCounters(database.db)).toEqual({
      total: 5,
      confirmed: 2,
      pending: 1,
      unsubscribed: 2,
    });
    const unsubscribed = await searchSubscribers(database.db, { q: "", status: "unsubscribed" }, 1, 25);
    expect(unsubscribed.rows.map((row) => row.email).sort()).toEqual(["u1@example.com", "u2@example.com"]);
    const search = await searchSubscribers(database.db, { q: "C2@", status: null }, 1, 25);
    expect(search.rows.map((row) => [row.email, row.status])).toEqual([["c2@example.com", "confirmed"]]);
  });
});

describe("conversions", () => {
  test.each([
    ["270", 27000],
    ["270,5", 27050],
    ["249.99", 24999],
    [" 1 200 € ", 120000],
    ["0", 0],
    ["abc", null],
    ["-5", null],
    ["1.234", null],
  ])("euros %j are %j cents", (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  test.each([
    [27000, "270,00"],
    [21650, "216,50"],
    [null, ""],
  ])("cents %j are %j in a CSV file for a French Excel (decimal comma)", (cents, text) => {
    expect(centsToEurosCsv(cents)).toBe(text);
  });

  test.each([
    ["One\nTwo", ["One", "Two"]],
    ["\n  One  \r\n\r\n Two\n\n", ["One", "Two"]],
    ["", []],
  ])("highlights %j", (text, lines) => {
    expect(highlightsFromText(text)).toEqual(lines);
  });

  test("the workshop form: price ×100, integer seats, highlights by line, active only when ticked", () => {
    const parsed = workshopFormSchema("fr").parse(workshopForm());
    expect(parsed).toMatchObject({ price: 19950, maxSeats: 8, highlights: ["First line", "Second line"] });
    expect(parsed.isActive).toBe(true);
    expect(workshopFormSchema("fr").parse(workshopForm({ isActive: "" })).isActive).toBe(false);
  });

  test.each([
    ["title", { title: " " }, "Le titre est requis"],
    ["duration", { duration: "" }, "La durée est requise"],
    ["description", { description: "" }, "La description est requise"],
    ["price", { price: "" }, "Le prix est requis"],
    ["price", { price: "douze" }, "Le prix doit être un montant en euros (ex. 270 ou 249,50)"],
    ["maxSeats", { maxSeats: "6.5" }, "Le nombre de places doit être un entier positif"],
    ["ageMax", { ageMin: "14", ageMax: "12" }, "L'âge maximum doit être supérieur ou égal à l'âge minimum"],
  ])("the workshop form refuses a bad %s", (field, overrides, message) => {
    const result = workshopFormSchema("fr").safeParse(workshopForm(overrides));
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  test("the next date is never typed: the form takes none, and 'Prochaine date' is the next open group's first session", async () => {
    const parsed = workshopFormSchema("fr").parse(workshopForm({ nextStart: "2030-01-15" }));
    expect(parsed).not.toHaveProperty("nextStart");
    const listed = await listAdminWorkshops(database.db);
    const { rows } = await database.db.execute<{ date: string }>(
      sql`select min(first_session_date)::text as date from workshop_groups where workshop_id = 'productivity'`,
    );
    const [first] = rows;
    expect(listed.find((row) => row.id === "productivity")?.nextGroupStart).toBe(first?.date);
    // The seeded workshops' own 2024 dates are not a next start.
    expect(listed.find((row) => row.id === "goals")?.nextGroupStart).toBeNull();
  });

  test.each([
    [
      { code: "SPRING", discountValue: "15" },
      { discountType: "percentage", discountValue: 15 },
    ],
    [
      { code: "TENOFF", discountType: "fixed", discountValue: "10,50", minAmount: "100" },
      { discountType: "fixed", discountValue: 1050, minAmount: 10000 },
    ],
    [
      { code: "X", discountValue: "5", maxUses: "", expiresAt: "", minAmount: "" },
      { maxUses: null, expiresAt: null, minAmount: null },
    ],
    [{ code: "Y", discountValue: "5", maxUses: "3" }, { maxUses: 3 }],
  ])("the discount-code form %j", (form, expected) => {
    expect(discountCodeFormSchema("fr").parse(form)).toMatchObject(expected);
  });

  test("discount codes are active by default in the dialog and expire at Paris time", () => {
    const parsed = discountCodeFormSchema("fr").parse({
      code: "Z",
      discountValue: "5",
      isActive: "on",
      expiresAt: "2026-07-01T10:00",
    });
    expect(parsed.isActive).toBe(true);
    expect(parsed.expiresAt?.toISOString()).toBe("2026-07-01T08:00:00.000Z");
  });

  test.each([
    [{ code: "", discountValue: "5" }, "code", "Le code est requis"],
    [{ code: "A", discountValue: "" }, "discountValue", "La valeur est requise"],
    [
      { code: "A", discountValue: "150" },
      "discountValue",
      "Le pourcentage doit être un entier entre 1 et 100",
    ],
    [
      { code: "A", discountValue: "5", maxUses: "0" },
      "maxUses",
      "Le nombre d'utilisations doit être un entier positif",
    ],
  ])("the discount-code form refuses %j", (form, field, message) => {
    const result = discountCodeFormSchema("fr").safeParse(form);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  test.each(["{not json", "[1, 2]", "42", "null"])("content %j is refused as invalid JSON", (content) => {
    const result = contentFormSchema("fr").safeParse({ pageKey: "contact", title: "", content });
    expect(result.error?.issues[0]?.message).toBe("Le contenu JSON n'est pas valide");
  });
});

describe("workshops", () => {
  test("create: id 'workshop-' + timestamp, cents stored, no group made here (the group editor makes them), audited", async () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const form = workshopForm({
      // The field the workshop dialog had for its groups before the group editor: ignored now.
      scheduleOptions: JSON.stringify([{ dateRange: "Tuesdays", timeText: "5-6 PM", capacity: 4 }]),
    });
    const result = await saveWorkshop(database.db, actor, workshopFormSchema("fr").parse(form), now);
    expect(result).toEqual({ ok: true, value: { id: `workshop-${now.getTime()}`, created: true } });
    const created = (await listAdminWorkshops(database.db)).find(
      (row) => row.id === `workshop-${now.getTime()}`,
    );
    expect(created).toMatchObject({ price: 19950, maxSeats: 8, isActive: true, nextGroupStart: null });
    expect(created?.groups).toEqual([]);

    const { rows } = await listAuditLog(database.db, 1, 10);
    expect(rows[0]).toMatchObject({
      action: "create",
      entity: "workshop",
      actorEmail: actor.email,
      before: null,
    });
    expect(rows[0]?.after).toMatchObject({ id: `workshop-${now.getTime()}`, price: 19950 });
  });

  test("update keeps before and after in the audit trail; seats cannot drop below those booked", async () => {
    await database.db.execute(sql`update workshops set booked_seats = 3 where id = 'habits'`);
    const refused = await saveWorkshop(
      database.db,
      actor,
      workshopFormSchema("fr").parse(workshopForm({ id: "habits", maxSeats: "2" })),
    );
    expect(refused).toEqual({
      ok: false,
      reason: "seats_below_booked",
      field: "maxSeats",
      values: { booked: 3 },
    });
    if (refused.ok) throw new Error("not refused");
    expect(workshopRefusalText(refused, "fr")).toBe(
      "Le nombre de places ne peut pas être inférieur aux places déjà réservées (3).",
    );

    const saved = await saveWorkshop(
      database.db,
      actor,
      workshopFormSchema("fr").parse(workshopForm({ id: "habits", title: "Healthy Habits 2", isActive: "" })),
    );
    expect(saved).toEqual({ ok: true, value: { id: "habits", created: false } });
    const { rows } = await listAuditLog(database.db, 1, 1);
    expect(rows[0]).toMatchObject({ action: "update", entityId: "habits" });
    expect(rows[0]?.before).toMatchObject({ title: "Healthy Habits", isActive: true });
    expect(rows[0]?.after).toMatchObject({ title: "Healthy Habits 2", isActive: false });
  });

  test("a workshop with bookings is not deleted; one without is", async () => {
    await addBooking({ reference: "TW-DEL001", workshop: "confidence" });
    expect(await deleteWorkshop(database.db, actor, "confidence")).toEqual({
      ok: false,
      reason: "has_bookings",
    });
    expect((await listAdminWorkshops(database.db)).some((row) => row.id === "confidence")).toBe(true);

    expect(await deleteWorkshop(database.db, actor, "social-skills")).toEqual({ ok: true, value: null });
    expect((await listAdminWorkshops(database.db)).some((row) => row.id === "social-skills")).toBe(false);
    const { rows } = await listAuditLog(database.db, 1, 1);
    expect(rows[0]).toMatchObject({ action: "delete", entityId: "social-skills", after: null });
  });

  test("saving the workshop's dialog leaves its groups as they are, whatever the form holds", async () => {
    const before = (await listAdminWorkshops(database.db)).find((row) => row.id === "productivity");
    const result = await saveWorkshop(
      database.db,
      actor,
      workshopFormSchema("fr").parse(
        workshopForm({
          id: "productivity",
          scheduleOptions: JSON.stringify([
            { id: "option2", dateRange: "Wed", timeText: "6-7 PM", capacity: 5 },
          ]),
        }),
      ),
    );
    expect(result).toEqual({ ok: true, value: { id: "productivity", created: false } });
    const after = (await listAdminWorkshops(database.db)).find((row) => row.id === "productivity");
    expect(after?.groups).toEqual(before?.groups);
  });
});

describe("discount codes and content", () => {
  test("create, duplicate refused, update, delete, each audited", async () => {
    const created = await saveDiscountCode(
      database.db,
      actor,
      discountCodeFormSchema("fr").parse({ code: "AUTUMN", discountValue: "10" }),
    );
    expect(created.ok).toBe(true);
    const duplicate = await saveDiscountCode(
      database.db,
      actor,
      discountCodeFormSchema("fr").parse({ code: "AUTUMN", discountValue: "5" }),
    );
    expect(duplicate).toEqual({ ok: false, reason: "code_taken", field: "code" });
    // Parents' codes are matched in any case, so another case is the same code.
    const otherCase = await saveDiscountCode(
      database.db,
      actor,
      discountCodeFormSchema("fr").parse({ code: "autumn", discountValue: "5" }),
    );
    expect(otherCase).toEqual({ ok: false, reason: "code_taken", field: "code" });
    if (!created.ok) throw new Error("not created");
    const id = created.value.id;
    await saveDiscountCode(
      database.db,
      actor,
      discountCodeFormSchema("fr").parse({ id, code: "AUTUMN", discountValue: "12", discountType: "fixed" }),
    );
    const [row] = (
      await database.db.execute<{ discount_value: number; discount_type: string }>(
        sql`select discount_value, discount_type from discount_codes where id = ${id}`,
      )
    ).rows;
    expect(row).toEqual({ discount_value: 1200, discount_type: "fixed" });
    expect(await deleteDiscountCode(database.db, actor, id)).toEqual({ ok: true, value: null });
    const { rows } = await listAuditLog(database.db, 1, 3);
    expect(rows.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
  });

  test("content: the page key is kept on update; a second entry for a key is refused", async () => {
    const [entry] = (
      await database.db.execute<{ id: string }>(sql`select id from page_content where page_key = 'contact'`)
    ).rows;
    const updated = await savePageContent(
      database.db,
      actor,
      contentFormSchema("fr").parse({
        id: entry!.id,
        pageKey: "home_hero",
        title: "Contact",
        content: '{"heading": "Écrivez-nous"}',
      }),
    );
    expect(updated).toEqual({ ok: true, value: { id: entry!.id, created: false } });
    const [row] = (
      await database.db.execute<{ page_key: string; content: unknown }>(
        sql`select page_key, content from page_content where id = ${entry!.id}`,
      )
    ).rows;
    expect(row).toEqual({ page_key: "contact", content: { heading: "Écrivez-nous" } });
    const duplicate = await savePageContent(
      database.db,
      actor,
      contentFormSchema("fr").parse({ pageKey: "contact", title: "", content: "{}" }),
    );
    expect(duplicate).toEqual({ ok: false, reason: "content_taken", field: "pageKey" });
  });
});

describe("bookings and waiting list: search, filter, pages, CSV", () => {
  test("search by parent name, teen name or e-mail; status filter; pages", async () => {
    // The pending filter lists every pending booking, so only this test's may be there.
    await database.db.execute(sql`delete from bookings where status = 'pending'`);
    await addBooking({
      reference: "TW-S1",
      parent: ["Sophie", "Durand"],
      teen: ["Max", "Durand"],
      status: "pending",
    });
    await addBooking({
      reference: "TW-S2",
      parent: ["Marc", "Leroy"],
      teen: ["Zoé", "Leroy"],
      email: "marc@leroy.fr",
      status: "cancelled",
    });
    // Two more rows of its own, so that a second page of two exists whatever ran before.
    await addBooking({ reference: "TW-S3" });
    await addBooking({ reference: "TW-S4" });
    const names = async (q: string, status: "confirmed" | "cancelled" | "pending" | null = null) =>
      (await searchBookings(database.db, { q, status }, 1, 50)).rows.map((row) => row.reference).sort();
    expect(await names("sophie dur")).toEqual(["TW-S1"]);
    // The surname first, as French lists write it, and extra spaces: every word, in any order.
    expect(await names("DURAND  Sophie ")).toEqual(["TW-S1"]);
    expect(await names("leroy zoe")).toEqual(["TW-S2"]);
    // The words of one name: the parent Sophie and the teen Zoé are in different bookings.
    expect(await names("sophie zoé")).toEqual([]);
    expect(await names("zoé")).toEqual(["TW-S2"]);
    expect(await names("LEROY.FR")).toEqual(["TW-S2"]);
    expect(await names("durand", "cancelled")).toEqual([]);
    expect(await names("", "pending")).toEqual(["TW-S1"]);
    expect(await names("100%_")).toEqual([]);
    const page = await searchBookings(database.db, { q: "", status: null }, 2, 2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.rows).toHaveLength(2);
  });

  test("the CSV batches cover every row once, in order, even with equal timestamps", async () => {
    await database.db.execute(sql`
      insert into bookings (reference, workshop_id, parent_first_name, parent_email, teen_first_name, teen_age, amount_paid, status, created_at)
      select 'TW-B' || i, 'goals', 'Bulk', 'bulk' || i || '@example.com', 'Teen', 12, 27050, 'confirmed',
        '2025-01-01T00:00:00.123456Z'::timestamptz + ((i / 3) || ' microseconds')::interval
      from generate_series(1, 2500) as i`);
    const seen: string[] = [];
    for await (const batch of bookingCsvBatches(database.db, { q: "bulk", status: "confirmed" }, "fr")) {
      for (const row of batch) seen.push(String(row[0]));
    }
    expect(seen).toHaveLength(2500);
    expect(new Set(seen).size).toBe(2500);
    // Newest first: the last inserted (the latest timestamp) comes first.
    expect(["TW-B2499", "TW-B2500"]).toContain(seen[0]);
    const one = await bookingCsvBatches(database.db, { q: "bulk7@example", status: null }, "fr").next();
    expect(one.value?.map((row) => row[0])).toEqual(["TW-B7"]);
    expect(one.value?.[0]?.[6]).toBe("270,50");
  });

  test("the CSV files' headers and the offers' labels are the back-office's French texts", () => {
    expect(bookingsCsvHeader("fr")).toEqual([
      "Référence",
      "Parent",
      "Email parent",
      "Adolescent",
      "Age",
      "Atelier",
      "Montant (EUR)",
      "Statut",
      "Date",
      "Créneau",
      "Téléphone parent",
      "Code de réduction",
      "Réduction (EUR)",
      "Connu par",
      "Demandes particulières",
      "Remboursement",
      "Remboursé (EUR)",
      "Date du remboursement",
      "N° de facture",
      "N° d'avoir",
      "Commande",
    ]);
    expect(subscribersCsvHeader("fr")).toEqual([
      "Email",
      "Statut",
      "Date d'inscription",
      "Date de confirmation",
      "Date de désabonnement",
    ]);
    expect(waitlistCsvHeader("fr")).toEqual([
      "Parent",
      "Email",
      "Adolescent",
      "Age",
      "Places",
      "Atelier",
      "Date",
      "Offre",
    ]);
    expect(OFFER_STATES.map((state) => offerStateLabel(state, "fr"))).toEqual([
      "Aucune offre",
      "Offre envoyée",
      "Offre expirée",
      "Place réservée",
    ]);
    expect(offerStateText("sent", "2026-11-24T13:30:00Z", "fr")).toBe(
      "Offre envoyée (expire le 24/11/2026 14:30)",
    );
    expect(offerStateText("sent", "2026-11-24T13:30:00Z", "en")).toBe(
      "Offer sent (expires 24/11/2026, 14:30)",
    );
    expect(bookingsCsvHeader("en")[0]).toBe("Reference");
  });

  test("the waiting list: total, search by name or e-mail", async () => {
    await database.db.execute(sql`
      insert into waiting_list (workshop_id, parent_email, parent_first_name) values
        ('goals', 'wait1@example.com', 'Julie'), ('habits', 'other@example.com', '')`);
    const all = await searchWaitlist(database.db, { q: "" }, 1, 25);
    expect(all.overall).toBe(2);
    expect(
      (await searchWaitlist(database.db, { q: "julie" }, 1, 25)).rows.map((row) => row.parentEmail),
    ).toEqual(["wait1@example.com"]);
    expect((await searchWaitlist(database.db, { q: "OTHER@" }, 1, 25)).total).toBe(1);
  });

  test("the waiting list finds a name written surname first", async () => {
    await database.db.execute(sql`
      insert into waiting_list (workshop_id, parent_email, parent_first_name, parent_last_name) values
        ('confidence', 'surname-first@example.com', 'Claire', 'Martin')`);
    const emails = async (q: string) =>
      (await searchWaitlist(database.db, { q }, 1, 25)).rows.map((row) => row.parentEmail);
    expect(await emails("martin claire")).toEqual(["surname-first@example.com"]);
    expect(await emails("martin julie")).toEqual([]);
  });

  test.each([
    ["plain", "plain"],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["+33 6 12", "'+33 6 12"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["a;b", '"a;b"'],
    ["270,50", "270,50"],
    // A credit note's amount: a negative number, not a formula.
    ["-147,00", "-147,00"],
    ["-1", "-1"],
    ["line\nbreak", '"line\nbreak"'],
    ["Zoé", "Zoé"],
  ])("a CSV cell %j is written %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  test("numbers are not neutralised, fields are separated by semicolons and lines end with CRLF", () => {
    expect(csvLine([-5, "x", null, "1,50"])).toBe("-5;x;;1,50\r\n");
  });
});
