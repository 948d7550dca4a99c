import { type Page } from "@playwright/test";
import { e2eQuery } from "#tests/e2e/support/database.ts";
import { signInThroughPage } from "#tests/e2e/support/accounts.ts";
import { expect, test, type Admin } from "#tests/e2e/support/fixtures.ts";

async function signIn(page: Page, admin: Admin) {
  await signInThroughPage(page, admin.email, admin.password, admin.totpUri);
  await expect(page).toHaveURL(/\/admin$/);
}

const sections = [
  { label: "Tableau de bord", path: "/admin" },
  { label: "Ateliers", path: "/admin/workshops" },
  { label: "Réservations", path: "/admin/bookings" },
  { label: "Factures", path: "/admin/invoices" },
  { label: "Liste d'attente", path: "/admin/waiting-list" },
  { label: "Newsletter", path: "/admin/newsletter" },
  { label: "Codes de réduction", path: "/admin/discount-codes" },
  { label: "Contenu des pages", path: "/admin/content" },
  { label: "Coachs", path: "/admin/coaches" },
  { label: "Avis", path: "/admin/reviews" },
  { label: "Journal d'activité", path: "/admin/audit-log" },
];

test("the French layout: header, the user's e-mail, 'Déconnexion', and the sidebar's sections in order", async ({
  page,
  admin,
}) => {
  await signIn(page, admin);
  const header = page.getByRole("banner");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText("Administration Teen Growth Academy");
  await expect(header.getByText(admin.email)).toBeVisible();
  await expect(header.getByRole("button", { name: "Déconnexion" })).toBeVisible();
  // The public header and footer are not part of the back-office.
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  const nav = page.getByRole("navigation", { name: "Sections de l'administration" });
  await expect(nav.getByRole("link")).toHaveText(sections.map((section) => section.label));
  for (const section of sections) {
    await nav.getByRole("link", { name: section.label }).click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(page.getByRole("heading", { level: 2, name: section.label })).toBeVisible();
    await expect(nav.getByRole("link", { name: section.label })).toHaveAttribute("aria-current", "page");
  }
});

test("ctrl/cmd+B collapses the sidebar to 3rem and back to 16rem, and the state survives a reload", async ({
  page,
  admin,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, admin);
  const sidebar = page.locator("[data-state][data-side=left]");
  const panel = page.locator("aside#admin-sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect.poll(() => panel.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);

  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect.poll(() => panel.evaluate((element) => element.getBoundingClientRect().width)).toBe(48);
  // Collapsed to icons, the entries keep their names.
  await expect(page.getByRole("link", { name: "Réservations" })).toBeVisible();

  const cookie = (await page.context().cookies()).find((item) => item.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");

  await page.keyboard.press("Meta+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  // The header's button does the same.
  await page.getByRole("button", { name: "Afficher ou masquer le menu" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.getByRole("button", { name: "Afficher ou masquer le menu" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("on a phone the sidebar is an 18rem drawer that closes once a section is chosen", async ({
  page,
  admin,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, admin);
  await expect(page.getByRole("link", { name: "Ateliers" })).toBeHidden();
  await page.getByRole("button", { name: "Afficher ou masquer le menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu de l'administration" });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((element) => element.getBoundingClientRect().width)).toBe(288);
  await drawer.getByRole("link", { name: "Ateliers" }).click();
  await expect(page).toHaveURL(/\/admin\/workshops$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("banner").getByText(admin.email)).toBeVisible();
});

async function cardValue(page: Page, title: string) {
  const card = page.locator("div", { has: page.getByRole("heading", { name: title, exact: true }) }).last();
  const text = (await card.getByTestId("count-value").textContent()) ?? "";
  return Number(text.replace(/\s/g, ""));
}

test("the dashboard's six counts equal the rows in the database, bookings of the past 7 days included", async ({
  page,
  admin,
  createWorkshop,
  createDiscountCode,
}) => {
  await signIn(page, admin);
  await expect(page.getByRole("heading", { name: /Bienvenue/ })).toBeVisible();
  const titles = [
    "Ateliers Actifs",
    "Réservations Totales",
    "Abonnés Newsletter",
    "Liste d'Attente",
    "Codes de Réduction",
    "Nouvelles Réservations",
  ];

  // Rows on both sides of each count's rule: an inactive workshop, bookings either side of 7 days.
  const workshop = await createWorkshop();
  await createWorkshop({ isActive: false });
  const tag = Date.now().toString(36);
  const insertBooking = (suffix: string, age: string) =>
    e2eQuery(
      `insert into bookings (reference, workshop_id, parent_first_name, parent_email, teen_first_name, teen_age, created_at)
       values ($1, $2, 'Parent', 'parent@example.com', 'Teen', 13, now() - $3::interval)`,
      [`T-${tag}-${suffix}`, workshop.id, age],
    );
  await insertBooking("a", "1 hour");
  await insertBooking("b", "6 days 23 hours");
  await insertBooking("c", "7 days 1 hour");
  await insertBooking("d", "30 days");
  await e2eQuery(`insert into newsletter_subscribers (email) values ($1), ($2)`, [
    `n1-${tag}@example.com`,
    `n2-${tag}@example.com`,
  ]);
  await e2eQuery(`insert into waiting_list (workshop_id, parent_email) values ($1, $2)`, [
    workshop.id,
    `w-${tag}@example.com`,
  ]);
  for (const discountValue of [10, 5, 15]) await createDiscountCode({ discountValue });

  const counts = async () =>
    (
      await e2eQuery<Record<string, number>>(`select
        (select count(*)::int from workshops where is_active) as "Ateliers Actifs",
        (select count(*)::int from bookings) as "Réservations Totales",
        (select count(*)::int from newsletter_subscribers) as "Abonnés Newsletter",
        (select count(*)::int from waiting_list) as "Liste d'Attente",
        (select count(*)::int from discount_codes) as "Codes de Réduction",
        (select count(*)::int from bookings where created_at >= now() - interval '7 days') as "Nouvelles Réservations"`)
    )[0]!;
  // Other workers add and remove rows meanwhile: compare the cards with the tables when the counts
  // taken just before and just after the page load agree.
  await expect(async () => {
    const before = await counts();
    await page.reload();
    const shown: Record<string, number> = {};
    for (const title of titles) shown[title] = await cardValue(page, title);
    expect(await counts()).toEqual(before);
    expect(shown).toEqual(before);
  }).toPass({ timeout: 30_000 });
});

test("with the seller's identity unset, the dashboard names each missing variable", async ({ adminPage }) => {
  // The e2e server runs on the sample values (tests/e2e/support/server-process.ts sets none).
  await adminPage.goto("/admin");
  const warning = adminPage.getByRole("alert").filter({ hasText: "L'identité du vendeur est incomplète" });
  await expect(warning).toBeVisible();
  for (const name of ["SELLER_LEGAL_NAME", "SELLER_SIREN", "PUBLICATION_DIRECTOR", "MEDIATOR_URL"])
    await expect(warning.getByText(name, { exact: true })).toBeVisible();
  await expect(warning).not.toContainText("VAT_RATE");
});
