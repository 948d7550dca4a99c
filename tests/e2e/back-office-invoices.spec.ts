import { randomBytes, randomInt } from "node:crypto";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/*
 * The Factures screen in a browser (docs/product/accounts-and-back-office.md#invoices-screen): the
 * sidebar leads to it, a search finds a family's invoice and credit note, a row downloads its PDF,
 * and the page scrolls sideways at neither 375 nor 1280 px. Invoices are never deleted (a trigger
 * refuses it), so this spec's booking is on a seeded workshop, with no seat taken, and stays in the
 * suite's throw-away database.
 */

async function invoicedBooking(tag: string) {
  const reference = `TW-${randomBytes(3).toString("hex").toUpperCase()}`;
  const email = uniqueEmail("invoices");
  const [booking] = await e2eQuery<{ id: string }>(
    `insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_age, amount_paid, status)
     values ($1, 'goals', 'Camille', $2, $3, 'Noé', 13, 14700, 'cancelled') returning id`,
    [reference, tag, email],
  );
  const content = (number: string | null) => ({
    seller: {
      legalName: "Academy",
      legalForm: "SAS",
      address: "1 rue de Paris",
      siren: "000000000",
      siret: "00000000000000",
      registry: "RCS Paris",
      shareCapital: null,
      vatNumber: null,
      email: "contact@academy.test",
      phone: "+33 1 00 00 00 00",
    },
    bookingReference: reference,
    service: { title: "Goal setting", dates: "" },
    lines: [{ description: "Goal setting", quantity: 1, unitPrice: 14700, amount: 14700 }],
    discount: null,
    vat: null,
    payment: { method: "card", at: new Date().toISOString() },
    ...(number ? { corrects: { number, reason: "cancellation" } } : {}),
  });
  // Numbers of a year no other spec issues in, so the series of real bookings keeps its own.
  const number = (series: string) => `${series}2099-${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
  const invoiceNumber = number("F");
  const [invoice] = await e2eQuery<{ id: string }>(
    `insert into invoices (kind, number, booking_id, customer_name, customer_email, content, total, language)
     values ('invoice', $1, $2, $3, $4, $5, 14700, 'fr') returning id`,
    [invoiceNumber, booking!.id, `Camille ${tag}`, email, JSON.stringify(content(null))],
  );
  const creditNumber = number("A");
  await e2eQuery(
    `insert into invoices (kind, number, booking_id, corrects_id, customer_name, customer_email, content, total, language)
     values ('credit_note', $1, $2, $3, $4, $5, $6, 14700, 'fr')`,
    [creditNumber, booking!.id, invoice!.id, `Camille ${tag}`, email, JSON.stringify(content(invoiceNumber))],
  );
  return { reference, invoiceNumber, creditNumber };
}

test("the Factures screen: found from the sidebar, searched, a PDF downloaded, no sideways scroll at 375 or 1280 px", async ({
  adminPage: page,
}, testInfo) => {
  const tag = `Facturee${randomBytes(3).toString("hex")}`;
  const { reference, invoiceNumber, creditNumber } = await invoicedBooking(tag);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Factures" }).first().click();
  await expect(page.getByRole("heading", { name: "Factures" })).toBeVisible();
  await page.getByLabel("Rechercher par numéro, famille ou réservation").fill(tag);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const table = page.getByRole("table", { name: "Factures" });
  await expect(table.getByRole("row")).toHaveCount(3);
  // A row's name starts with its number (the credit note's row names the invoice too, further on).
  const invoiceRow = table.getByRole("row", { name: new RegExp(`^${invoiceNumber}`) });
  await expect(invoiceRow).toContainText("Remboursée");
  await expect(table.getByRole("row", { name: new RegExp(`^${creditNumber}`) })).toContainText(`Avoir`);
  await expect(invoiceRow.getByRole("link", { name: reference })).toHaveAttribute(
    "href",
    `/admin/bookings?q=${reference}`,
  );

  const download = page.waitForEvent("download");
  await invoiceRow.getByRole("link", { name: `Télécharger ${invoiceNumber} (PDF)` }).click();
  expect((await download).suggestedFilename()).toBe(`${invoiceNumber}.pdf`);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, `/admin/invoices at ${width} px`).toBeLessThanOrEqual(widths.client);
    await page.screenshot({ path: testInfo.outputPath(`admin-invoices-${width}.png`), fullPage: true });
  }
});
