import AxeBuilder from "@axe-core/playwright";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { waitForEmail } from "#tests/helpers/mailbox.ts";

const aReference = () => `TW-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

// The used link answers 410, which the browser logs.
test.use({ allowConsoleErrors: [/status of 410/] });

test("a parent asks from /bookings for the sign-in link, opens it from the e-mail and sees both children's bookings", async ({
  page,
  browser,
  createWorkshop,
}) => {
  const workshop = await createWorkshop({
    groups: [{ dateRange: "first", timeText: "first", capacity: 6 }],
  });
  const email = uniqueEmail("family-page");
  const insert = (reference: string, address: string, teen: string, groupId: string | null) =>
    e2eQuery(
      `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_email, teen_first_name,
         teen_last_name, teen_age, amount_paid, status)
       values ($1, $2, $3, 'Claire', $4, $5, 'Martin', 13, 14700, 'confirmed')`,
      [reference, workshop.id, groupId, address, teen],
    );
  const [lea, tom, stranger] = [aReference(), aReference(), aReference()];
  await insert(lea, email, "Léa", `${workshop.id}-option1`);
  await insert(tom, email.toUpperCase(), "Tom", null);
  await insert(stranger, uniqueEmail("someone-else"), "Sam", null);
  // The academy closed Léa's group: the family has three days to choose.
  await e2eQuery(
    `insert into group_closure_offers (booking_id, group_id, deadline)
     select id, group_id, now() + interval '3 days' from bookings where reference = $1`,
    [lea],
  );

  // The same answer for an address without bookings and for the family's.
  for (const address of [uniqueEmail("no-bookings"), email]) {
    await page.goto("/bookings");
    await page.getByLabel("Email address").fill(address);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If we have bookings for this address, we have sent it a sign-in link to see them.",
    );
  }

  const mail = await waitForEmail(e2eMailDir, email);
  const link = /(\S+\/bookings\/family\/[0-9a-f]{64})/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  expect(mail.text).not.toContain(lea);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/bookings\/family$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your bookings", exact: true })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: lea })).toContainText("For Léa");
  await expect(cards.filter({ hasText: tom })).toContainText("For Tom");
  await expect(cards.filter({ hasText: lea })).toContainText(
    "This group will not run: choose another group or a full refund on this booking's page by",
  );
  await expect(cards.filter({ hasText: tom })).not.toContainText("will not run");
  await expect(page.getByText(stranger)).toHaveCount(0);
  await expect(page.getByText("Martin")).toHaveCount(0);

  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // A reload keeps the page, without the secret in the address.
  await page.reload();
  await expect(cards).toHaveCount(2);

  // Each booking opens its own page.
  await page.getByRole("link", { name: `Open this booking ${lea}` }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f]{64}$/);
  await expect(page.getByTestId("booking-reference")).toHaveText(lea);

  // The link worked once: elsewhere (no page cookie) it says so and offers a new one.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const used = await other.goto(link!);
  expect(used!.status()).toBe(410);
  await expect(other.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expect(other.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
  await elsewhere.close();

  // Sign out closes the page.
  await page.goto("/bookings/family");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await page.goto("/bookings/family");
  await expect(page.getByRole("heading", { name: "See all your bookings" })).toBeVisible();
});

test("a French family opens its link from the French page, sees its bookings in French, switches to English and signs out of both", async ({
  page,
  createWorkshop,
}) => {
  const workshop = await createWorkshop({ groups: [{ dateRange: "first", timeText: "first", capacity: 6 }] });
  const email = uniqueEmail("famille");
  const reference = aReference();
  await e2eQuery(
    `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_email, teen_first_name,
       teen_last_name, teen_age, amount_paid, status)
     values ($1, $2, $3, 'Claire', $4, 'Léa', 'Martin', 13, 14700, 'confirmed')`,
    [reference, workshop.id, `${workshop.id}-option1`, email],
  );
  // Its invoice and a credit note: the longest buttons of a card.
  const number = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  await e2eQuery(
    `with booking as (select id from bookings where reference = $1),
     invoice as (
       insert into invoices (kind, number, booking_id, customer_name, customer_email, content, total, language)
       select 'invoice', $2, id, 'Claire', $4, '{}'::jsonb, 14700, 'fr' from booking returning id, booking_id)
     insert into invoices (kind, number, booking_id, corrects_id, customer_name, customer_email, content, total, language)
     select 'credit_note', $3, booking_id, id, 'Claire', $4, '{}'::jsonb, 14700, 'fr' from invoice`,
    [reference, `F2099-${number}`, `A2099-${number}`, email],
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/fr/bookings");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Envoyez-moi un lien de connexion" }).click();
  const mail = await waitForEmail(e2eMailDir, email);
  const link = /(\S+\/fr\/bookings\/family\/[0-9a-f]{64})/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  // The page's cookie reaches the French page (a cookie for /bookings/family alone does not).
  await page.goto(link!);
  await expect(page).toHaveURL(/\/fr\/bookings\/family$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vos réservations", exact: true })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: reference })).toContainText("Pour Léa");
  // The credit note's button wraps inside its card on a phone: nothing scrolls sideways.
  await expect(page.getByRole("link", { name: `Télécharger l'avoir A2099-${number} (PDF)` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Its booking page states the policy with French punctuation: a no-break space before each colon.
  await page.getByRole("link", { name: `Ouvrir cette réservation ${reference}` }).click();
  const policy = page.getByRole("region", { name: "Conditions de remboursement" }).getByRole("listitem");
  await expect(policy.first()).toHaveText(/^Dans les 14 jours .+\u00a0: .+/);
  await page.goBack();
  await page.goto("/bookings/family");
  await expect(page.getByRole("heading", { level: 1, name: "Your bookings", exact: true })).toBeVisible();

  await page.goto("/fr/bookings/family");
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/fr\/bookings$/);
  for (const [path, title] of [
    ["/fr/bookings/family", "Voir toutes vos réservations"],
    ["/bookings/family", "See all your bookings"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
});
