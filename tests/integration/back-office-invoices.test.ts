import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { signUp } from "#server/auth/account-actions.server.ts";
import {
  bookingCsvBatches,
  bookingsCsvHeader,
  searchBookings,
} from "#server/bookings/admin-bookings.server.ts";
import { loadConfig, type SellerIdentity } from "#server/config.server.ts";
import { bookings, refunds } from "#server/db/schema.server.ts";
import { pageWithin } from "#server/db/list-sql.server.ts";
import {
  archiveInvoiceIds,
  invoiceCsvBatches,
  searchInvoices,
} from "#server/invoices/admin-invoices.server.ts";
import { issueCreditNote, issueInvoice } from "#server/invoices/issue-invoice.server.ts";
import { ARCHIVE_LIMIT, invoiceListQuery, type InvoiceFilter } from "#shared/admin/invoice-filter.ts";
import type { CreditNoteReason } from "#shared/invoice-content.ts";
import { seedCatalogue } from "#tests/helpers/payments.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { adminCookie, realApp } from "#tests/helpers/real-app.ts";
import { createTestAuth, TEST_PUBLIC_URL } from "#tests/helpers/test-auth.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * The back-office's invoices (docs/product/accounts-and-back-office.md#invoices-screen): the list's
 * search, period and kind on the server, the accountant's CSV, the ZIP of PDFs, and the guard.
 * Every case but the ZIP's limit reads 2026, where this file's documents are; the limit's case
 * puts its 2,001 documents in 2027.
 */

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>["app"];
let admin: string;
let member: string;
const seller = loadConfig({}).seller;
const YEAR_2026 = { from: "2026-01-01", to: "2026-12-31" };
const filter = (values: Partial<InvoiceFilter> = {}): InvoiceFilter => ({
  q: "",
  type: null,
  ...YEAR_2026,
  ...values,
});

async function paidBooking(values: {
  parent: [string, string];
  email: string;
  paidAt: string;
  amount: number;
  seller?: SellerIdentity;
  terms?: { acceptedAt: string; expressAt: string | null };
}) {
  const reference = `TW-${randomBytes(3).toString("hex").toUpperCase()}`;
  const [booking] = await database.db
    .insert(bookings)
    .values({
      reference,
      workshopId: "goals",
      parentFirstName: values.parent[0],
      parentLastName: values.parent[1],
      parentEmail: values.email,
      teenFirstName: "Léo",
      teenLastName: values.parent[1],
      teenAge: 13,
      amountPaid: values.amount,
      status: "confirmed",
      termsVersion: values.terms ? "2026-11-27" : null,
      termsAcceptedAt: values.terms ? new Date(values.terms.acceptedAt) : null,
      expressRequestAt: values.terms?.expressAt ? new Date(values.terms.expressAt) : null,
    })
    .returning({ id: bookings.id });
  const invoice = await database.db.transaction((tx) =>
    issueInvoice(tx, values.seller ?? seller, {
      bookingId: booking!.id,
      reference,
      customerName: values.parent.join(" "),
      customerEmail: values.email,
      workshopTitle: "Goal setting",
      dates: "",
      amountPaid: values.amount,
      discountAmount: 0,
      discountCode: null,
      paidAt: new Date(values.paidAt),
      language: "fr",
    }),
  );
  return { id: booking!.id, reference, invoice: invoice! };
}

async function refund(
  bookingId: string,
  amount: number,
  at: string,
  reason: CreditNoteReason = "cancellation",
) {
  const [row] = await database.db
    .insert(refunds)
    .values({ bookingId, amount, status: "refunded", idempotencyKey: randomBytes(8).toString("hex") })
    .returning({ id: refunds.id });
  return (await database.db.transaction((tx) =>
    issueCreditNote(tx, seller, { bookingId, refundId: row!.id, amount, reason, at: new Date(at) }),
  ))!;
}

/** Issued in this order, so each series is numbered by date. */
let zoe: Awaited<ReturnType<typeof paidBooking>>;
let claire: Awaited<ReturnType<typeof paidBooking>>;
let helene: Awaited<ReturnType<typeof paidBooking>>;
let paul: Awaited<ReturnType<typeof paidBooking>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  let services: Awaited<ReturnType<typeof realApp>>["services"];
  ({ app, services } = await realApp({ db: database.db, pool: database.pool, logger: silentLogger }));
  admin = await adminCookie(services, "invoices-admin@academy.test");
  const person = { email: "invoices-member@academy.test", password: "a-good-password" };
  await signUp(createTestAuth(database.db).deps, { ...person, firstName: "Sam", lastName: "Lee" });
  await database.pool.query("update users set email_verified = true where email = $1", [person.email]);
  const signedIn = await app.request(`${TEST_PUBLIC_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_PUBLIC_URL },
    body: JSON.stringify(person),
  });
  member = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");

  zoe = await paidBooking({
    parent: ["Zoé", "Petit"],
    email: "zoe@example.com",
    paidAt: "2026-10-10T10:00:00Z",
    amount: 14700,
  });
  // 00:30 on 1 November in Paris: November's.
  claire = await paidBooking({
    parent: ["Claire", "Martin"],
    email: "claire@example.com",
    paidAt: "2026-10-31T23:30:00Z",
    amount: 14700,
  });
  await refund(claire.id, 14700, "2026-11-10T09:00:00Z");
  helene = await paidBooking({
    parent: ["Hélène", "Durand"],
    email: "helene@example.com",
    paidAt: "2026-11-15T09:00:00Z",
    amount: 29700,
    seller: { ...seller, vatRate: 20 },
    terms: { acceptedAt: "2026-11-15T08:58:00Z", expressAt: "2026-11-15T08:58:30Z" },
  });
  await refund(helene.id, 5000, "2026-11-20T09:00:00Z", "withdrawal");
  // 00:30 on 1 December in Paris: December's.
  paul = await paidBooking({
    parent: ["Paul", "Bernard"],
    email: "paul@example.com",
    paidAt: "2026-11-30T23:30:00Z",
    amount: 14700,
  });
}, 60_000);
afterAll(() => database.drop());

const numbers = (rows: { number: string }[]) => rows.map((row) => row.number);
const get = (path: string, cookie?: string) =>
  app.request(`${TEST_PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} });

describe("the list", () => {
  test("newest first, each invoice with what its credit notes gave back, each credit note with its invoice", async () => {
    const { rows, total } = await searchInvoices(database.db, filter(), 1, 25);
    expect(total).toBe(6);
    expect(numbers(rows)).toEqual([
      "F2026-000004",
      "A2026-000002",
      "F2026-000003",
      "A2026-000001",
      "F2026-000002",
      "F2026-000001",
    ]);
    const byNumber = Object.fromEntries(rows.map((row) => [row.number, row]));
    expect(byNumber["F2026-000001"]).toMatchObject({ kind: "invoice", state: "paid", total: 14700 });
    expect(byNumber["F2026-000002"]).toMatchObject({
      state: "refunded",
      customerName: "Claire Martin",
      customerEmail: "claire@example.com",
      bookingReference: claire.reference,
    });
    expect(byNumber["F2026-000003"]).toMatchObject({ state: "partly_refunded", total: 29700 });
    expect(byNumber["A2026-000002"]).toMatchObject({
      kind: "credit_note",
      state: null,
      total: 5000,
      correctsNumber: "F2026-000003",
      bookingReference: helene.reference,
    });
  });

  test("a period is whole days in Paris time, both ends included", async () => {
    const november = await searchInvoices(
      database.db,
      filter({ from: "2026-11-01", to: "2026-11-30" }),
      1,
      25,
    );
    expect(numbers(november.rows)).toEqual(["A2026-000002", "F2026-000003", "A2026-000001", "F2026-000002"]);
    const december = await searchInvoices(database.db, filter({ from: "2026-12-01", to: "" }), 1, 25);
    expect(numbers(december.rows)).toEqual(["F2026-000004"]);
    const until = await searchInvoices(database.db, filter({ from: "", to: "2026-10-31" }), 1, 25);
    expect(numbers(until.rows)).toEqual(["F2026-000001"]);
  });

  test("by kind, and searched by number, name (accents ignored), e-mail or booking reference", async () => {
    const search = async (values: Partial<InvoiceFilter>) =>
      numbers((await searchInvoices(database.db, filter(values), 1, 25)).rows);
    expect(await search({ type: "credit_note" })).toEqual(["A2026-000002", "A2026-000001"]);
    expect(await search({ type: "invoice", q: "martin" })).toEqual(["F2026-000002"]);
    expect(await search({ q: "helene" })).toEqual(["A2026-000002", "F2026-000003"]);
    expect(await search({ q: "durand helene" })).toEqual(["A2026-000002", "F2026-000003"]);
    expect(await search({ q: "CLAIRE@EXAMPLE" })).toEqual(["A2026-000001", "F2026-000002"]);
    expect(await search({ q: paul.reference.toLowerCase() })).toEqual(["F2026-000004"]);
    expect(await search({ q: "a2026-000001" })).toEqual(["A2026-000001"]);
    expect(await search({ q: "100%_" })).toEqual([]);
  });

  test("pages of the list, and a page past the end shows the last one", async () => {
    const second = await searchInvoices(database.db, filter(), 2, 4);
    expect(numbers(second.rows)).toEqual(["F2026-000002", "F2026-000001"]);
    expect(second.total).toBe(6);
    const past = await pageWithin(9, 4, (page) => searchInvoices(database.db, filter(), page, 4));
    expect(past.page).toBe(2);
    expect(numbers(past.rows)).toEqual(["F2026-000002", "F2026-000001"]);
  });

  test("the URL's filters: unknown kinds and days that are not days are ignored", () => {
    const read = (query: string) => invoiceListQuery(new URL(`http://x/admin/invoices?${query}`));
    expect(read("q=%20F2026%20&type=credit_note&from=2026-11-01&to=2026-11-30&page=2")).toEqual({
      q: "F2026",
      type: "credit_note",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 2,
    });
    expect(read("type=receipt&from=2026-02-30&to=tomorrow")).toEqual({
      q: "",
      type: null,
      from: "",
      to: "",
      page: 1,
    });
  });

  test("the page lists them, in French, each with its PDF; an empty period says so", async () => {
    const page = await get("/admin/invoices?from=2026-11-01&to=2026-11-30", admin);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      "F2026-000002",
      "A2026-000002",
      "Claire Martin",
      "Remboursée",
      "Partiellement remboursée",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain("F2026-000004");
    expect(html).toContain(`/admin/invoices/${claire.invoice.id}/pdf`);
    expect(html).toContain(`/admin/bookings?q=${claire.reference}`);
    expect(html).toContain("/admin/invoices/export?q=&amp;type=all&amp;from=2026-11-01&amp;to=2026-11-30");
    const empty = await (await get("/admin/invoices?from=2025-01-01&to=2025-01-31", admin)).text();
    expect(empty).toContain("Aucune facture ni aucun avoir trouvé.");
  });
});

describe("the accountant's CSV", () => {
  test("made for French Excel: BOM, semicolons, CRLF, decimal commas, credit notes negative, VAT or the franchise", async () => {
    const answer = await get("/admin/invoices/export?from=2026-11-01&to=2026-11-30", admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="factures_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    expect(lines).toEqual([
      "Numéro;Type;Date;Client;Email;Réservation;Facture corrigée;Montant HT (EUR);Taux TVA;Montant TVA (EUR);Montant TTC (EUR);Statut;Mode de paiement",
      `A2026-000002;Avoir;20/11/2026;Hélène Durand;helene@example.com;${helene.reference};F2026-000003;-41,67;20 %;-8,33;-50,00;;Carte bancaire`,
      `F2026-000003;Facture;15/11/2026;Hélène Durand;helene@example.com;${helene.reference};;247,50;20 %;49,50;297,00;Partiellement remboursée;Carte bancaire`,
      `A2026-000001;Avoir;10/11/2026;Claire Martin;claire@example.com;${claire.reference};F2026-000002;-147,00;Franchise (art. 293 B du CGI);;-147,00;;Carte bancaire`,
      `F2026-000002;Facture;01/11/2026;Claire Martin;claire@example.com;${claire.reference};;147,00;Franchise (art. 293 B du CGI);;147,00;Remboursée;Carte bancaire`,
    ]);
  });

  test("the list's filters apply, and the export is in the audit trail without its search", async () => {
    const answer = await get("/admin/invoices/export?type=credit_note&q=martin&from=2026-01-01", admin);
    expect(answer.status).toBe(200);
    const lines = (await answer.text()).split("\r\n").filter(Boolean);
    expect(lines.slice(1).map((line) => line.split(";")[0])).toEqual(["A2026-000001"]);
    const { rows } = await listAuditLog(database.db, 1, 50);
    const entry = rows.find((row) => row.entity === "invoices" && JSON.stringify(row.after).includes(".csv"));
    expect(entry?.after).toMatchObject({
      filters: { type: "credit_note", from: "2026-01-01", search: "oui" },
    });
    expect(JSON.stringify(entry?.after)).not.toContain("martin");
  });

  test("batches of the file hold every filtered row", async () => {
    const all: string[] = [];
    for await (const batch of invoiceCsvBatches(database.db, filter(), "fr"))
      all.push(...batch.map((row) => String(row[0])));
    expect(all).toHaveLength(6);
  });
});

describe("the ZIP of the period's PDFs", () => {
  test("one PDF per document, named by its number, oldest first, each its own document", async () => {
    const answer = await get("/admin/invoices/archive.zip?from=2026-11-01&to=2026-11-30", admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="factures_[\d-]+\.zip"$/,
    );
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(files)).toEqual([
      "F2026-000002.pdf",
      "A2026-000001.pdf",
      "F2026-000003.pdf",
      "A2026-000002.pdf",
    ]);
    for (const [name, bytes] of Object.entries(files)) {
      const pdf = Buffer.from(bytes);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdfText(pdf)).toContain(name.replace(".pdf", ""));
    }
    expect(pdfText(Buffer.from(files["A2026-000001.pdf"]!))).toContain("Claire Martin");
  });

  test("an empty period gives an empty archive, not an error", async () => {
    const answer = await get("/admin/invoices/archive.zip?from=2025-01-01&to=2025-01-31", admin);
    expect(answer.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await answer.arrayBuffer())))).toEqual([]);
  });

  test(`more than ${ARCHIVE_LIMIT} documents: a page in French says to choose a shorter period`, async () => {
    await database.db.execute(sql`
      insert into invoices (kind, number, booking_id, issued_at, customer_name, customer_email, content, total)
      select 'invoice', 'F2027-' || lpad(n::text, 6, '0'), ${paul.id}, '2027-03-01T10:00:00Z'::timestamptz,
        'Bulk Family', 'bulk@example.com', '{}'::jsonb, 100
      from generate_series(1, ${ARCHIVE_LIMIT + 1}) n`);
    const year2027 = filter({ from: "2027-01-01", to: "2027-12-31" });
    expect(await archiveInvoiceIds(database.db, year2027)).toBeNull();
    expect(
      await archiveInvoiceIds(database.db, { ...year2027, to: "2027-12-31", q: "F2027-00200" }),
    ).toHaveLength(2);
    const answer = await get("/admin/invoices/archive.zip?from=2027-01-01&to=2027-12-31", admin);
    expect(answer.status).toBe(422);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(await answer.text()).toMatch(/Plus de 2\s000 documents\s: choisissez une période plus courte/);
    const page = await (await get("/admin/invoices?from=2027-01-01&to=2027-12-31", admin)).text();
    expect(page).toContain("choisissez une période plus courte");
    expect(page).not.toContain("/admin/invoices/archive.zip?");
  });
});

describe("one document's PDF", () => {
  test("an administrator downloads it by its id; an unknown id is a 404 page", async () => {
    const answer = await get(`/admin/invoices/${helene.invoice.id}/pdf`, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="F2026-000003.pdf"');
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(pdfText(Buffer.from(await answer.arrayBuffer()))).toContain("Hélène Durand");
    for (const id of ["matrix-id", "00000000-0000-4000-8000-000000000000"]) {
      const missing = await get(`/admin/invoices/${id}/pdf`, admin);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toContain("text/html");
    }
  });
});

describe("the booking's details", () => {
  test("show the terms accepted, the early start asked for, and the invoice and credit notes", async () => {
    const [withTerms] = (await searchBookings(database.db, { q: helene.reference, status: null }, 1, 25))
      .rows;
    expect(withTerms).toMatchObject({
      reference: helene.reference,
      termsVersion: "2026-11-27",
      termsAcceptedAt: "2026-11-15T08:58:00+00:00",
      expressRequestAt: "2026-11-15T08:58:30+00:00",
      documents: [
        { id: helene.invoice.id, kind: "invoice", number: "F2026-000003", total: 29700 },
        { kind: "credit_note", number: "A2026-000002", total: 5000 },
      ],
    });
    const [without] = (await searchBookings(database.db, { q: zoe.reference, status: null }, 1, 25)).rows;
    expect(without).toMatchObject({ termsVersion: null, expressRequestAt: null });
    expect(without!.documents.map((document) => document.number)).toEqual(["F2026-000001"]);
  });
});

describe("the guard", () => {
  const routes = () => [
    "/admin/invoices",
    `/admin/invoices.data?_routes=${encodeURIComponent("routes/admin/invoices")}`,
    "/admin/invoices/export",
    "/admin/invoices/archive.zip",
    `/admin/invoices/${claire.invoice.id}/pdf`,
  ];

  test.for(["visitor", "member"] as const)(
    "a %s is sent to sign in or refused on every invoices route",
    async (role) => {
      for (const path of routes()) {
        const answer = await get(path, role === "member" ? member : undefined);
        const body = await answer.text();
        const refused =
          answer.status === 401 ||
          answer.status === 403 ||
          ([302, 303].includes(answer.status) && answer.headers.get("location")?.startsWith("/auth")) ||
          (answer.status === 202 && body.includes('"redirect","/auth'));
        expect(refused, `${role} ${path}: ${answer.status}`).toBe(true);
        expect(body).not.toContain("Claire");
        expect(answer.headers.get("cache-control") ?? "", path).toContain("no-store");
      }
    },
  );

  test("the member's cookie is a real session, refused as no administrator", async () => {
    expect(member).toContain("session_token");
    const session = await get("/api/auth/get-session", member);
    expect(await session.json()).toMatchObject({ user: { email: "invoices-member@academy.test" } });
  });
});

describe("the bookings CSV", () => {
  test("an accountant reads the refund (status, amount, date) and the invoice and credit note numbers", async () => {
    const booking = await paidBooking({
      parent: ["Inès", "Moreau"],
      email: "ines@example.com",
      paidAt: "2028-02-01T10:00:00Z",
      amount: 14700,
    });
    const creditNote = await refund(booking.id, 1250, "2028-02-10T09:00:00Z");
    await database.db
      .update(refunds)
      .set({ refundedAt: new Date("2028-02-10T09:05:00Z") })
      .where(eq(refunds.bookingId, booking.id));
    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));

    const header = bookingsCsvHeader("fr");
    // The accountant's columns, then the order the teen was booked in.
    expect(header.slice(-6)).toEqual([
      "Remboursement",
      "Remboursé (EUR)",
      "Date du remboursement",
      "N° de facture",
      "N° d'avoir",
      "Commande",
    ]);
    const batch = await bookingCsvBatches(database.db, { q: booking.reference, status: null }, "fr").next();
    const row = batch.value![0]!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("Montant (EUR)")).toBe("147,00");
    expect(cell("Statut")).toBe("Annulée");
    expect(cell("Remboursement")).toBe("Remboursé");
    expect(cell("Remboursé (EUR)")).toBe("12,50");
    // Paris time.
    expect(cell("Date du remboursement")).toBe("10/02/2028 10:05");
    expect(cell("N° de facture")).toBe(booking.invoice.number);
    expect(cell("N° d'avoir")).toBe(creditNote.number);

    // A booking never refunded has those cells empty, its invoice number still there.
    const plain = await bookingCsvBatches(database.db, { q: zoe.reference, status: null }, "fr").next();
    const zoeRow = plain.value![0]!;
    expect(header.slice(-6, -1).map((name) => zoeRow[header.indexOf(name)])).toEqual([
      "",
      "",
      "",
      zoe.invoice.number,
      "",
    ]);
  });
});
