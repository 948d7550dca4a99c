import AxeBuilder from "@axe-core/playwright";
import { e2eQuery } from "#tests/e2e/support/database.ts";
import { waitForEmail } from "#tests/helpers/mailbox.ts";
import { downloadCsv, expectToast, signInAs, tableRows, today } from "#tests/e2e/support/back-office.ts";
import { e2eBaseUrl, e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/** The seeded Monday productivity group, as the back-office names it. */
const FRENCH_MONDAY_GROUP =
  /^lun\. \d+ \S+( \d{4})? - lun\. \d+ \S+ \d{4}, le lundi de 16 h à 17 h, heure de New York$/;

/* The back-office lists: server-side search, filters and pages, their CSV files, the audit trail. */

// One marker per worker and run, so rows from other workers, specs (or reruns) never count.
const tag = `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeAll(async () => {
  const bookings: [string, string, string, string, string, number, number, string, string][] = [
    // reference, parent first, parent last, teen first, email, age, cents, status, days ago
    ["1", "=cmd|' /C calc'!A0", tag, "Léa", `formula-${tag}@example.com`, 13, 27000, "confirmed", "1"],
    ["2", "Sophie", `Durand${tag}`, "Max", `sophie-${tag}@example.com`, 14, 21600, "pending", "2"],
    ["3", "Marc", "Leroy", `Zoé${tag}`, `marc-${tag}@example.com`, 12, 14700, "cancelled", "3"],
  ];
  for (const [ref, parentFirst, parentLast, teenFirst, email, age, cents, status, days] of bookings) {
    await e2eQuery(
      `insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
         teen_first_name, teen_last_name, teen_age, amount_paid, status, created_at)
       values ($1, 'habits', $2, $3, $4, $5, 'Teen', $6, $7, $8, now() - ($9 || ' days')::interval)`,
      [`TW-${tag}-${ref}`, parentFirst, parentLast, email, teenFirst, age, cents, status, days],
    );
  }
  // A productivity group's booking with everything the details dialog shows.
  await e2eQuery(
    `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_last_name,
       parent_email, parent_phone, teen_first_name, teen_last_name, teen_age, amount_paid, discount_amount,
       discount_code, hear_about_us, special_requests, status, created_at)
     values ($1, 'productivity', 'option1', 'Nadia', $2, $3, '+33 6 12 34 56 78', 'Yanis', 'Teen', 15,
       21600, 5400, 'TEEN20', 'school_or_teacher', 'Yanis is dyslexic.', 'pending', now() - interval '4 days')`,
    [`TW-${tag}-4`, `Benali${tag}`, `nadia-${tag}@example.com`],
  );
  // 30 more confirmed ones for the pages.
  await e2eQuery(
    `insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_age, amount_paid, status, created_at)
     select 'TW-' || $1 || '-p' || i, 'goals', 'Page', $1, 'page' || i || '-' || $1 || '@example.com',
       'Teen', 12, 14700, 'confirmed', now() - interval '10 days' - (i || ' minutes')::interval
     from generate_series(1, 30) as i`,
    [tag],
  );
  await e2eQuery(
    `insert into newsletter_subscribers (email, confirmed, unsubscribed_at) values
      ($1, true, null), ($2, false, null), ($3, true, now()), ($4, false, null)`,
    [`c-${tag}@example.com`, `p-${tag}@example.com`, `u-${tag}@example.com`, `p2-${tag}@example.com`],
  );
  await e2eQuery(
    `insert into waiting_list (workshop_id, parent_email, parent_first_name, parent_last_name) values
      ('goals', $1, 'Julie', $2), ('habits', $3, '', '')`,
    [`julie-${tag}@example.com`, tag, `@sum-${tag}@example.com`],
  );
});

test.beforeEach(async ({ page, admin }) => {
  await signInAs(page, admin);
});

test("bookings: search by parent name, teen name or e-mail, the status filter, pages, the table's columns", async ({
  page,
}) => {
  await page.goto("/admin/bookings");
  const table = page.getByRole("table", { name: "Réservations" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Parent",
    "Adolescent",
    "Age",
    "Atelier",
    "Montant",
    "Statut",
    "Remboursement",
    "Date",
  ]);
  const search = async (q: string) => {
    await page.getByLabel("Rechercher une réservation").fill(q);
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q).replace(/%20/g, "\\+")}`));
  };

  await search(`Sophie Durand${tag}`);
  // The URL changes before React renders the new rows: poll until they are there.
  await expect
    .poll(() => tableRows(table))
    .toEqual([
      [
        `Sophie Durand${tag}sophie-${tag}@example.com`,
        "Max Teen",
        "14",
        "Healthy Habits",
        "216,00 €",
        "En attente",
        "—",
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      ],
    ]);
  await search(`zoé${tag}`);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText(`marc-${tag}@example.com`);
  await search(`MARC-${tag}@EXAMPLE`);
  await expect(table.locator("tbody tr")).toHaveCount(1);

  // The filter runs on the server, with the search.
  await search(tag);
  await expect(page.getByText("Page 1 sur 2 · 34 résultats")).toBeVisible();
  await page.getByLabel("Statut").selectOption("cancelled");
  await expect(page).toHaveURL(/status=cancelled/);
  await expect.poll(async () => (await tableRows(table)).map((row) => row[5])).toEqual(["Annulée"]);
  await page.getByLabel("Statut").selectOption("confirmed");
  await expect(page.getByText("Page 1 sur 2 · 31 résultats")).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(25);
  await page.getByRole("link", { name: "Suivant" }).click();
  await expect(page.getByText("Page 2 sur 2 · 31 résultats")).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(6);
  await expect(page).toHaveURL(/status=confirmed/);

  await search(`nobody-${tag}`);
  await expect(table).toContainText("Aucune réservation trouvée.");
});

test("bookings: the parent's name opens everything the booking holds, the chosen group included", async ({
  page,
}) => {
  await page.goto(`/admin/bookings?q=Benali${tag}`);
  await page.getByRole("button", { name: `Nadia Benali${tag}` }).click();
  const details = page.getByRole("dialog", { name: `Réservation TW-${tag}-4` });
  const value = (label: string) =>
    details.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(value("Téléphone")).toHaveText("+33 6 12 34 56 78");
  await expect(value("Adolescent")).toHaveText("Yanis Teen, 15 ans");
  // The back-office names the group in French, by its dates and weekly time (not its stored English texts).
  await expect(value("Créneau")).toHaveText(FRENCH_MONDAY_GROUP);
  await expect(value("Montant payé")).toHaveText(/^216,00\s€$/);
  await expect(value("Réduction")).toHaveText(/^54,00\s€ \(TEEN20\)$/);
  await expect(value("Statut")).toHaveText("En attente");
  await expect(value("Connu par")).toHaveText("École ou enseignant");
  await expect(value("Demandes particulières")).toHaveText("Yanis is dyslexic.");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(page.getByRole("button", { name: `Nadia Benali${tag}` })).toBeFocused();
});

test("bookings: an administrator cancels a booking after confirming; the parent is e-mailed and its place is offered to the waiting list", async ({
  page,
  createWorkshop,
}) => {
  const marker = `zc${Date.now().toString(36)}`;
  const workshop = await createWorkshop({
    maxSeats: 1,
    bookedSeats: 1,
    groups: [{ dateRange: "", timeText: "", capacity: 1, bookedSeats: 1 }],
  });
  await e2eQuery(
    `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_age, amount_paid, status)
     values ($1, $2, $3, 'Paul', $4, $5, 'Tom', 12, 14700, 'confirmed')`,
    [`TW-${marker}`, workshop.id, `${workshop.id}-option1`, marker, `paul-${marker}@example.com`],
  );
  const waiting = `wait-${marker}@example.com`;
  await e2eQuery(`insert into waiting_list (workshop_id, parent_email) values ($1, $2)`, [
    workshop.id,
    waiting,
  ]);
  await page.goto(`/admin/bookings?q=${marker}`);
  const opener = page.getByRole("button", { name: `Paul ${marker}` });
  await opener.click();
  await page.getByRole("dialog").getByRole("button", { name: "Annuler la réservation" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Annuler la réservation" });
  await expect(confirm).toContainText(`Êtes-vous sûr de vouloir annuler la réservation TW-${marker} ?`);
  // 'Annuler' keeps it.
  await confirm.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(page.getByRole("table", { name: "Réservations" })).toContainText("Confirmée");
  await opener.click();
  await page.getByRole("dialog").getByRole("button", { name: "Annuler la réservation" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expectToast(page, "Succès", /Réservation annulée avec succès\. .*liste d'attente.*prévenue/);
  await expect(page.getByRole("table", { name: "Réservations" })).toContainText("Annulée");
  expect(await e2eQuery("select status from bookings where reference = $1", [`TW-${marker}`])).toEqual([
    { status: "cancelled" },
  ]);
  const offer = await waitForEmail(e2eMailDir, waiting);
  expect(offer.subject).toBe(`A place is held for you in ${workshop.title}`);
  expect(offer.text).toContain(`${e2eBaseUrl}/booking/${workshop.id}?offer=`);
  const told = await waitForEmail(e2eMailDir, `paul-${marker}@example.com`);
  expect(told.subject).toBe(`Your booking TW-${marker} for ${workshop.title} is cancelled`);
  expect(told.text).toContain(`Your booking TW-${marker} for ${workshop.title} is cancelled.`);
  expect(told.text).toMatch(/refund.*contact@academy\.test/);
  // A cancelled booking offers no second cancellation.
  await opener.click();
  await expect(page.getByRole("dialog").getByText("Annulée")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Annuler la réservation" })).toHaveCount(
    0,
  );
});

test("bookings CSV for a French Excel: reservations_{date}.csv with a BOM, semicolons, CRLF, decimal commas, the filter kept, formulas neutralised", async ({
  page,
}) => {
  await page.goto(`/admin/bookings?q=${tag}&status=confirmed`);
  const exportLink = page.getByRole("link", { name: "Exporter CSV" });
  await expect(exportLink).toHaveAccessibleDescription("Format Excel français (point-virgule)");
  const csv = await downloadCsv(page, exportLink);
  expect(csv.name).toBe(`reservations_${today()}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.bytes.toString("utf8");
  expect(text.split("\r\n")[0]).toBe(
    `\uFEFFRéférence;Parent;Email parent;Adolescent;Age;Atelier;Montant (EUR);Statut;Date;Créneau;Téléphone parent;Code de réduction;Réduction (EUR);Connu par;Demandes particulières;Remboursement;Remboursé (EUR);Date du remboursement;N° de facture;N° d'avoir;Commande`,
  );
  expect(text.replaceAll("\r\n", "")).not.toContain("\n");
  const [header, ...rows] = csv.rows;
  expect(header).toEqual([
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
  expect(rows).toHaveLength(31);
  expect(new Set(rows.map((row) => row[7]))).toEqual(new Set(["Confirmée"]));
  const formula = rows.find((row) => row[0] === `TW-${tag}-1`);
  expect(formula?.[1]).toBe(`'=cmd|' /C calc'!A0 ${tag}`);
  expect(formula?.slice(2, 8)).toEqual([
    `formula-${tag}@example.com`,
    "Léa Teen",
    "13",
    "Healthy Habits",
    "270,00",
    "Confirmée",
  ]);
  expect(rows.find((row) => row[0] === `TW-${tag}-p1`)?.[6]).toBe("147,00");
  expect(text).toContain(`TW-${tag}-p1;Page ${tag};page1-${tag}@example.com;Teen;12;Goal Setting;147,00;`);

  // The details columns; a phone starting with '+' is neutralised like any formula.
  await page.goto(`/admin/bookings?q=Benali${tag}`);
  const productivity = await downloadCsv(page, page.getByRole("link", { name: "Exporter CSV" }));
  expect(productivity.rows[1]?.slice(9)).toEqual([
    expect.stringMatching(FRENCH_MONDAY_GROUP),
    "'+33 6 12 34 56 78",
    "TEEN20",
    "54,00",
    "École ou enseignant",
    "Yanis is dyslexic.",
    // No refund, invoice or credit note for this booking, and no other teen in its order.
    "",
    "",
    "",
    "",
    "",
    "",
  ]);
});

test("newsletter: the four counters, the status filter, search by e-mail, its CSV", async ({ page }) => {
  const counts = async () =>
    (
      await e2eQuery<Record<string, number>>(`
    select count(*)::int as total,
      (count(*) filter (where unsubscribed_at is null and confirmed))::int as confirmed,
      (count(*) filter (where unsubscribed_at is null and not confirmed))::int as pending,
      (count(*) filter (where unsubscribed_at is not null))::int as unsubscribed
    from newsletter_subscribers`)
    )[0]!;
  const counters = page.getByRole("region", { name: "Compteurs" });
  const labels = {
    Total: "total",
    Confirmés: "confirmed",
    "En attente": "pending",
    Désabonnés: "unsubscribed",
  };
  // Other workers sign up meanwhile: compare when the table did not change while the page loaded.
  await expect(async () => {
    const before = await counts();
    await page.goto("/admin/newsletter");
    const shown: Record<string, string> = {};
    for (const [label, key] of Object.entries(labels))
      shown[key] =
        (await counters.getByRole("heading", { name: label }).locator("xpath=..").textContent()) ?? "";
    expect(await counts()).toEqual(before);
    for (const [key, text] of Object.entries(shown))
      expect(text).toContain(new Intl.NumberFormat("fr-FR").format(before[key]!));
  }).toPass({ timeout: 30_000 });

  const table = page.getByRole("table", { name: "Abonnés newsletter" });
  await page.getByLabel("Rechercher par e-mail").fill(tag);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(4);
  await page.getByLabel("Statut").selectOption("pending");
  await expect(page).toHaveURL(/status=pending/);
  await expect
    .poll(async () => (await tableRows(table)).map((row) => row.slice(0, 2)).sort())
    .toEqual([
      [`p-${tag}@example.com`, "En attente"],
      [`p2-${tag}@example.com`, "En attente"],
    ]);
  await page.getByLabel("Statut").selectOption("unsubscribed");
  await expect(page).toHaveURL(/status=unsubscribed/);
  await expect
    .poll(async () => (await tableRows(table)).map((row) => row.slice(0, 2)))
    .toEqual([[`u-${tag}@example.com`, "Désabonné"]]);

  const csv = await downloadCsv(page, page.getByRole("link", { name: "Exporter CSV" }));
  expect(csv.name).toBe(`newsletter_subscribers_${today()}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.rows[0]).toEqual([
    "Email",
    "Statut",
    "Date d'inscription",
    "Date de confirmation",
    "Date de désabonnement",
  ]);
  expect(csv.rows.slice(1).map((row) => row.slice(0, 2))).toEqual([[`u-${tag}@example.com`, "Désabonné"]]);
});

test("waiting list: the total counter, search by name or e-mail, its CSV", async ({ page }) => {
  const total = async () =>
    (await e2eQuery<{ total: number }>("select count(*)::int as total from waiting_list"))[0]!.total;
  // Other workers join waiting lists meanwhile: compare when the table did not change while the page loaded.
  await expect(async () => {
    const before = await total();
    await page.goto("/admin/waiting-list");
    const shown = (await page.getByRole("region", { name: "Compteurs" }).textContent()) ?? "";
    expect(await total()).toBe(before);
    expect(shown).toContain(new Intl.NumberFormat("fr-FR").format(before));
  }).toPass({ timeout: 30_000 });
  const table = page.getByRole("table", { name: "Liste d'attente" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Parent",
    "Adolescent",
    "Age",
    "Places",
    "Atelier",
    "Date",
    "Offre",
  ]);
  await page.getByLabel("Rechercher par nom ou e-mail").fill(`julie ${tag}`);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText("Goal Setting");

  await page.getByLabel("Rechercher par nom ou e-mail").fill(tag);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(2);
  const csv = await downloadCsv(page, page.getByRole("link", { name: "Exporter CSV" }));
  expect(csv.name).toBe(`liste_attente_${today()}.csv`);
  expect(csv.rows[0]).toEqual(["Parent", "Email", "Adolescent", "Age", "Places", "Atelier", "Date", "Offre"]);
  const emails = csv.rows.slice(1).map((row) => row[1]);
  expect(emails.sort()).toEqual([`'@sum-${tag}@example.com`, `julie-${tag}@example.com`]);
});

test("the audit trail lists exports with who, when and the filters, without the search text", async ({
  page,
  admin,
}) => {
  await page.goto(`/admin/bookings?q=${tag}`);
  await downloadCsv(page, page.getByRole("link", { name: "Exporter CSV" }));
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Sections de l'administration" })
    .getByRole("link", { name: "Journal d'activité" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Journal d'activité" })).toBeVisible();
  // Other workers' administrators write to the trail too: the newest entry of this worker's admin.
  const first = page
    .getByRole("table", { name: "Journal d'activité" })
    .locator("tbody tr")
    .filter({ hasText: admin.email })
    .first();
  await expect(first).toContainText(admin.email);
  await expect(first).toContainText("Export CSV");
  await expect(first).toContainText("Réservations");
  await first.getByText("Filtres").click();
  // Whether a search was made, never its text (it can be a teen's name).
  await expect(first.locator("dl")).toContainText(/Recherche : oui/i);
  await expect(first.locator("dl")).not.toContainText(tag);
  await expect(first.locator("dl")).toContainText(`reservations_${today()}.csv`);
});

// One test per page, so that a slow machine spends one test's time on each.
const axePages: [path: string, dialogButton?: string][] = [
  ["/admin/workshops", "Nouvel atelier"],
  [`/admin/bookings?q=Benali${tag}`, `Nadia Benali${tag}`],
  ["/admin/newsletter"],
  ["/admin/waiting-list"],
  ["/admin/discount-codes", "Nouveau code"],
  ["/admin/content", "Modifier home_hero"],
  ["/admin/audit-log"],
];

for (const [path, dialogButton] of axePages) {
  const name = path.split("?")[0]!;
  test(`axe-core finds no violations on ${name}${dialogButton ? " and its dialog" : ""}`, async ({
    page,
  }) => {
    await page.goto(path);
    const problems: string[] = [];
    for (const button of dialogButton ? [undefined, dialogButton] : [undefined]) {
      if (button) {
        await page.getByRole("button", { name: button }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      }
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      for (const violation of results.violations) {
        problems.push(`${name}${button ? ` (${button})` : ""} ${violation.id}: ${violation.nodes.length}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
