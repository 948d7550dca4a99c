import { expect, test } from "#tests/e2e/support/fixtures.ts";

test("a parent switches the home page to French, books in French, and the typed fields survive a switch back and forth", async ({
  page,
  workshop,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const toFrench = page.getByRole("banner").getByRole("link", { name: "Français" });
  await expect(toFrench).toHaveText("FR");
  // Reachable from the keyboard: a link, focusable in the header.
  await toFrench.focus();
  await expect(toFrench).toBeFocused();
  await toFrench.press("Enter");

  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveText("EN");

  // The header's links stay French: the catalogue, then this workshop's booking form.
  await page.getByRole("banner").getByRole("link", { name: "Ateliers" }).click();
  await expect(page).toHaveURL(/\/fr\/workshops$/);
  await page
    .locator("article")
    .filter({ has: page.getByRole("heading", { name: workshop.title }) })
    .getByRole("link", { name: "Réserver votre place" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/fr/booking/${workshop.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  const continueButton = page.getByRole("button", { name: "Continuer vers le paiement" });
  await expect(continueButton).toBeEnabled();
  const typed = {
    "Prénom de l'adolescent": "Léa",
    "Nom de l'adolescent": "Martin",
    "Prénom du parent": "Claire",
    "E-mail du parent": "claire.martin@example.com",
  };
  for (const [label, value] of Object.entries(typed))
    await page.getByLabel(label, { exact: true }).fill(value);

  // To English: the same form, with what was typed.
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  await expect(page.getByLabel("Teen's first name", { exact: true })).toHaveValue("Léa");
  await expect(page.getByLabel("Teen's last name", { exact: true })).toHaveValue("Martin");
  await expect(page.getByLabel("Parent's first name", { exact: true })).toHaveValue("Claire");
  await expect(page.getByLabel("Parent's email", { exact: true })).toHaveValue("claire.martin@example.com");

  // And back to French, still with it.
  await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/booking/${workshop.id}$`));
  await expect(continueButton).toBeEnabled();
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
});

test("the switch keeps the query, and a French-preferring browser is not redirected", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "Accept-Language": "fr-FR,fr;q=0.9" });
  await page.goto("/workshops?ref=share");
  await expect(page).toHaveURL(/\/workshops\?ref=share$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("banner").getByRole("link", { name: "Français" })).toHaveAttribute(
    "href",
    "/fr/workshops?ref=share",
  );
});
