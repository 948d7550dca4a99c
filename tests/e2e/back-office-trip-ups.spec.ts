import { downloadCsv, signInAs, tableRows } from "#tests/e2e/support/back-office.ts";
import { e2eQuery } from "#tests/e2e/support/database.ts";
import { e2eBaseUrl } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/* What an administrator trips over: seats in groups, pages past the end, the phone, ages, names, accents. */

const tag = `zt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ page, admin }) => {
  await signInAs(page, admin);
});

const adminPages = [
  "/admin",
  "/admin/workshops",
  "/admin/bookings",
  "/admin/waiting-list",
  "/admin/newsletter",
  "/admin/discount-codes",
  "/admin/content",
  "/admin/audit-log",
];

test("at 375 px no admin page scrolls sideways, and each table's Actions column can be reached", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of adminPages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect({ path, ...widths }).toEqual({ path, scroll: 375, body: 375, viewport: 375 });
  }
  // The tables scroll inside their own container, their Actions column pinned to its right edge:
  // the buttons are on screen without scrolling sideways, and they work.
  for (const [path, name] of [
    ["/admin/workshops", /^Modifier /],
    ["/admin/discount-codes", /^Modifier /],
  ] as const) {
    await page.goto(path);
    const edit = page.getByRole("table").getByRole("button", { name }).first();
    const box = await edit.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await edit.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();
  }
});

test("the Ateliers table shows the seats taken on a workshop sold by groups: the sum over its groups' seats, and each group", async ({
  page,
}) => {
  const id = `workshop-${tag}`;
  await e2eQuery(
    `insert into workshops (id, title, description, price, duration, max_seats, is_active)
     values ($1, $2, 'Groups', 10000, '4 weeks', 4, false)`,
    [id, `Groups ${tag}`],
  );
  await e2eQuery(
    `insert into workshop_groups (id, workshop_id, date_range, time_text, capacity, booked_seats, sort_order,
       weekday, start_time, first_session_date, session_count, session_minutes)
     values ($1, $3, 'Mondays', '4-5 PM', 3, 1, 1, 1, '16:00', '2099-01-05', 4, 60),
       ($2, $3, 'Fridays', '6-7 PM', 3, 1, 2, 5, '18:00', '2099-01-02', 4, 60)`,
    [`${tag}-a`, `${tag}-b`, id],
  );
  await page.goto("/admin/workshops");
  const row = page.getByRole("row").filter({ hasText: `Groups ${tag}` });
  const places = row.getByRole("cell").nth(2);
  // Its two groups hold 3 seats each; the workshop's own maximum (4) limits no sale.
  await expect(places).toContainText("2/6");
  const perGroup = places.getByRole("list", { name: `Places par créneau de Groups ${tag}` });
  await expect(perGroup.getByRole("listitem")).toHaveText([
    /, le lundi de 16 h à 17 h, heure de New York\s:\s1\/3$/,
    /, le vendredi de 18 h à 19 h, heure de New York\s:\s1\/3$/,
  ]);
});

test("a page past the end of the bookings list shows the last page, not an empty table", async ({ page }) => {
  await e2eQuery(
    `insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_age, amount_paid, status)
     select 'TW-' || $1 || '-' || i, 'goals', 'Last', $1, 'last' || i || '-' || $1 || '@example.com',
       'Teen', 12, 14700, 'confirmed'
     from generate_series(1, 27) as i`,
    [tag],
  );
  await page.goto(`/admin/bookings?q=${tag}&page=99`);
  const table = page.getByRole("table", { name: "Réservations" });
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table).not.toContainText("Aucune réservation trouvée");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(
    "Page 2 sur 2 · 27 résultats",
  );
  await page.getByRole("link", { name: "Précédent" }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(table.locator("tbody tr")).toHaveCount(25);
});

test("a waiting-list entry without an age shows nothing in the Age column nor in the CSV", async ({
  page,
}) => {
  const email = `noage-${tag}@example.com`;
  const response = await page.request.post("/api/workshops/goals/waitlist", {
    data: { email },
    headers: { Origin: e2eBaseUrl },
  });
  expect(response.status()).toBe(200);
  expect(await e2eQuery("select teen_age from waiting_list where parent_email = $1", [email])).toEqual([
    { teen_age: null },
  ]);
  await page.goto(`/admin/waiting-list?q=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: "Liste d'attente" });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  const [row] = await tableRows(table);
  expect(row?.[2]).toBe("");
  // No cell shows an age made up for it (the row's date, "01/12/2026" in December, may hold a 12).
  expect(row).not.toContain("12");
  const csv = await downloadCsv(page, page.getByRole("link", { name: "Exporter CSV" }));
  expect(csv.rows[1]?.slice(1, 4)).toEqual([email, "", ""]);
});

test("the audit trail names a cancelled booking by its reference, never by the teen nor by its id", async ({
  page,
  workshop,
}) => {
  // A workshop of its own: cancelling gives a seat back and tells the waiting list.
  const [booking] = await e2eQuery<{ id: string }>(
    `insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_age, amount_paid, status)
     values ($1, $4, 'Audit', $2, $3, 'Secretteen', 12, 14700, 'pending') returning id`,
    [`TW-${tag}-A`, tag, `audit-${tag}@example.com`, workshop.id],
  );
  await page.goto(`/admin/bookings?q=audit-${tag}`);
  await page.getByRole("button", { name: `Audit ${tag}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Annuler la réservation" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(page.getByRole("table", { name: "Réservations" })).toContainText("Annulée");
  await page.goto("/admin/audit-log");
  const entry = page
    .getByRole("table", { name: "Journal d'activité" })
    .locator("tbody tr")
    .filter({ hasText: `TW-${tag}-A` });
  await expect(entry).toContainText("Annulation");
  await expect(entry).not.toContainText(booking!.id);
  await expect(entry).not.toContainText("Secretteen");
});

test("searching bookings for 'helene' finds 'Hélène': the search ignores accents and case", async ({
  page,
}) => {
  await e2eQuery(
    `insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_age, amount_paid, status)
     values ($1, 'goals', 'Hélène', $2, $3, 'Léo', 13, 14700, 'confirmed')`,
    [`TW-${tag}-H`, `Dupré${tag}`, `h-${tag}@example.com`],
  );
  await page.goto("/admin/bookings");
  await page.getByLabel("Rechercher une réservation").fill(`HELENE DUPRE${tag}`);
  await page.getByRole("button", { name: "Rechercher" }).click();
  const table = page.getByRole("table", { name: "Réservations" });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText(`Hélène Dupré${tag}`);
});

test("at 1280 px the bookings list fits: the Date column shows and 'Exporter CSV' stays beside the filters", async ({
  page,
  createWorkshop,
}) => {
  const workshop = await createWorkshop();
  const email = `${tag}.a-rather-long-parent-address-for-the-list@example-family-domain.com`;
  await e2eQuery(
    `insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_last_name, teen_age, amount_paid, status)
     values ($1, $2, 'Marie-Hélène', 'De La Fontaine-Dubois', $3, 'Anne-Sophie', 'De La Fontaine-Dubois', 14, 14700, 'confirmed')`,
    [`TW-${tag.slice(-6).toUpperCase()}`, workshop.id, email],
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  // Its own address: other files of the run book with the same tag.
  await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: "Réservations" });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  const fits = await table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth <= box.clientWidth;
  });
  expect(fits).toBe(true);
  await expect(table.getByRole("columnheader", { name: "Date" })).toBeInViewport({ ratio: 1 });
  const search = (await page.getByRole("button", { name: "Rechercher" }).boundingBox())!;
  const exportLink = (await page.getByRole("link", { name: "Exporter CSV" }).boundingBox())!;
  // One row: the export link is beside the search button, not under it.
  expect(exportLink.x).toBeGreaterThan(search.x + search.width);
  expect(exportLink.y).toBeLessThan(search.y + search.height);
});
