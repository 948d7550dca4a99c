import { expect, test, type Page } from "@playwright/test";
import { query, runAdminCreate, signInThroughPage, uniqueEmail } from "#tests/e2e/support/accounts.ts";

const admin = { email: uniqueEmail("shell-admin"), password: "shell-admin-password" };

test.beforeAll(async () => {
  await runAdminCreate(admin.email, admin.password);
});

async function signIn(page: Page) {
  await signInThroughPage(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
}

const sections = [
  { label: "Tableau de bord", path: "/admin" },
  { label: "Ateliers", path: "/admin/workshops" },
  { label: "Réservations", path: "/admin/bookings" },
  { label: "Liste d'attente", path: "/admin/waiting-list" },
  { label: "Newsletter", path: "/admin/newsletter" },
  { label: "Codes de réduction", path: "/admin/discount-codes" },
  { label: "Contenu des pages", path: "/admin/content" },
  { label: "Journal d'activité", path: "/admin/audit-log" },
];

test("the French layout: header, the user's e-mail, 'Déconnexion', and the sidebar's sections in order", async ({
  page,
}) => {
  await signIn(page);
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
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
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

test("on a phone the sidebar is an 18rem drawer that closes once a section is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
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
}) => {
  await signIn(page);
  const titles = [
    "Ateliers Actifs",
    "Réservations Totales",
    "Abonnés Newsletter",
    "Liste d'Attente",
    "Codes de Réduction",
    "Nouvelles Réservations",
  ];
  const before: Record<string, number> = {};
  for (const title of titles) before[title] = await cardValue(page, title);
  await expect(page.getByRole("heading", { name: /Bienvenue/ })).toBeVisible();

  const tag = Date.now().toString(36);
  await query(`update workshops set is_active = not is_active where id = 'social-skills'`);
  const [socialSkills] = await query<{ is_active: boolean }>(
    `select is_active from workshops where id = 'social-skills'`,
  );
  const nowActive = socialSkills?.is_active;
  const insertBooking = (suffix: string, age: string) =>
    query(
      `insert into bookings (reference, workshop_id, parent_first_name, parent_email, teen_first_name, teen_age, created_at)
       values ($1, 'goals', 'Parent', 'parent@example.com', 'Teen', 13, now() - $2::interval)`,
      [`T-${tag}-${suffix}`, age],
    );
  await insertBooking("a", "1 hour");
  await insertBooking("b", "6 days 23 hours");
  await insertBooking("c", "7 days 1 hour");
  await insertBooking("d", "30 days");
  await query(`insert into newsletter_subscribers (email) values ($1), ($2)`, [
    `n1-${tag}@example.com`,
    `n2-${tag}@example.com`,
  ]);
  await query(`insert into waiting_list (workshop_id, parent_email) values ('goals', $1)`, [
    `w-${tag}@example.com`,
  ]);
  await query(`insert into discount_codes (code, discount_value) values ($1, 10), ($2, 5), ($3, 15)`, [
    `A${tag}`.toUpperCase(),
    `B${tag}`.toUpperCase(),
    `C${tag}`.toUpperCase(),
  ]);

  await page.reload();
  const expected: Record<string, number> = {
    "Ateliers Actifs": before["Ateliers Actifs"]! + (nowActive ? 1 : -1),
    "Réservations Totales": before["Réservations Totales"]! + 4,
    "Abonnés Newsletter": before["Abonnés Newsletter"]! + 2,
    "Liste d'Attente": before["Liste d'Attente"]! + 1,
    "Codes de Réduction": before["Codes de Réduction"]! + 3,
    "Nouvelles Réservations": before["Nouvelles Réservations"]! + 2,
  };
  for (const title of titles) expect.soft(await cardValue(page, title), title).toBe(expected[title]);

  // And they are the table counts themselves.
  const [row] = await query<Record<string, number>>(`select
    (select count(*)::int from workshops where is_active) as "Ateliers Actifs",
    (select count(*)::int from bookings) as "Réservations Totales",
    (select count(*)::int from newsletter_subscribers) as "Abonnés Newsletter",
    (select count(*)::int from waiting_list) as "Liste d'Attente",
    (select count(*)::int from discount_codes) as "Codes de Réduction",
    (select count(*)::int from bookings where created_at >= now() - interval '7 days') as "Nouvelles Réservations"`);
  for (const title of titles) expect.soft(await cardValue(page, title), title).toBe(row![title]);
  await query(`update workshops set is_active = true where id = 'social-skills'`);
});
