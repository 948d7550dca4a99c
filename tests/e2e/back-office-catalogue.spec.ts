import { type Page } from "@playwright/test";
import { e2eQuery } from "#tests/e2e/support/database.ts";
import { expectToast, signInAs } from "#tests/e2e/support/back-office.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/* The back-office pages that change the offer: workshops, discount codes, page content. */

test.beforeEach(async ({ page, admin }) => {
  await signInAs(page, admin);
});

const dialog = (page: Page) => page.getByRole("dialog");

test("workshops: validation messages, create, edit, delete with its confirmation, the toasts", async ({
  page,
}) => {
  await page.goto("/admin/workshops");
  const table = page.getByRole("table", { name: "Ateliers" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Titre",
    "Prix",
    "Places",
    "Prochaine date",
    "Statut",
    "Actions",
  ]);
  await expect(table.getByRole("row", { name: /Goal Setting/ })).toContainText("147,00 €");

  await page.getByRole("button", { name: "Nouvel atelier" }).click();
  await expect(dialog(page).getByRole("checkbox", { name: "Actif", exact: true })).toBeChecked();
  await dialog(page).getByLabel("Places maximum *").fill("");
  await dialog(page).getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Erreur", "Impossible de sauvegarder l'atelier");
  for (const message of [
    "Le titre est requis",
    "La description est requise",
    "Le prix est requis",
    "La durée est requise",
    "Le nombre de places doit être un entier positif",
  ]) {
    await expect(dialog(page).getByText(message)).toBeVisible();
  }

  const title = `Leadership ${Date.now()}`;
  await dialog(page).getByLabel("Titre *").fill(title);
  await dialog(page).getByLabel("Description *").fill("Lead a team project from idea to demo.");
  await dialog(page).getByLabel("Prix (€) *").fill("abc");
  await dialog(page).getByLabel("Durée *").fill("3 weeks");
  await dialog(page).getByLabel("Places maximum *").fill("8");
  // The next start comes from the groups: the dialog has no date to type.
  await expect(dialog(page).getByLabel("Prochaine date *")).toHaveCount(0);
  await dialog(page).getByLabel("Points forts").fill("Speak up\n\n  Plan a project \n");
  await dialog(page).getByRole("button", { name: "Créer" }).click();
  await expect(
    dialog(page).getByText("Le prix doit être un montant en euros (ex. 270 ou 249,50)"),
  ).toBeVisible();
  await dialog(page).getByLabel("Prix (€) *").fill("199,50");
  await dialog(page).getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Succès", "Atelier créé avec succès");
  await expect(dialog(page)).toBeHidden();

  const row = table.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByRole("cell")).toHaveText([
    title,
    /^199,50\s€$/,
    "0/8",
    // No group yet: the next start comes from the groups.
    "—",
    "Actif",
    "Groupes",
  ]);
  const [stored] = await e2eQuery<{ id: string; price: number; highlights: string[]; is_active: boolean }>(
    "select id, price, highlights, is_active from workshops where title = $1",
    [title],
  );
  expect(stored).toMatchObject({ price: 19950, highlights: ["Speak up", "Plan a project"], is_active: true });
  expect(stored?.id).toMatch(/^workshop-\d{13}$/);

  // Edit: the dialog opens with the stored values; deactivate it.
  await row.getByRole("button", { name: `Modifier ${title}` }).click();
  await expect(dialog(page).getByLabel("Prix (€) *")).toHaveValue("199,50");
  await expect(dialog(page).getByLabel("Points forts")).toHaveValue("Speak up\nPlan a project");
  await dialog(page).getByLabel("Titre *").fill(`${title} bis`);
  await dialog(page).getByRole("checkbox", { name: "Actif", exact: true }).click();
  await dialog(page).getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(page, "Succès", "Atelier mis à jour avec succès");
  const edited = table.getByRole("row", { name: new RegExp(`${title} bis`) });
  await expect(edited.getByRole("cell").nth(4)).toHaveText("Inactif");

  // Delete: the confirmation first; 'Annuler' keeps the workshop.
  await edited.getByRole("button", { name: `Supprimer ${title} bis` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Êtes-vous sûr de vouloir supprimer cet atelier ?");
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole("button", { name: `Supprimer ${title} bis` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expectToast(page, "Succès", "Atelier supprimé avec succès");
  await expect(edited).toHaveCount(0);
});

test("workshops: one with bookings is not deleted and the admin is told to deactivate it", async ({
  page,
  workshop,
}) => {
  await e2eQuery(
    `insert into bookings (reference, workshop_id, parent_first_name, parent_email, teen_first_name, teen_age)
     values ($1, $2, 'Anne', 'anne@example.com', 'Tom', 12)`,
    [`TW-E2E${Date.now().toString().slice(-6)}`, workshop.id],
  );
  await page.goto("/admin/workshops");
  const row = page.getByRole("row", { name: new RegExp(workshop.title) });
  await row.getByRole("button", { name: `Supprimer ${workshop.title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expectToast(
    page,
    "Erreur",
    /Impossible de supprimer l'atelier\s: il a des réservations\. Désactivez-le/,
  );
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(workshop.title) })).toBeVisible();
});

test("workshops: the dialog makes no group (the group editor does) and the Places column names each group", async ({
  page,
  createWorkshop,
}) => {
  const workshop = await createWorkshop({
    groups: [{ dateRange: "", timeText: "", capacity: 6, bookedSeats: 1 }],
  });
  await page.goto("/admin/workshops");
  // A group made in the back-office has no stored texts: it is named by its dates and weekly time.
  const places = page.getByRole("list", { name: new RegExp(workshop.title) });
  await expect(places.getByRole("listitem")).toHaveText([
    /^lun\. \d+ \S+ - lun\. \d+ \S+ \d{4}, le lundi de 16 h à 17 h, heure de New York\s:\s1\/6$/,
  ]);
  await page.getByRole("button", { name: `Modifier ${workshop.title}` }).click();
  await expect(dialog(page).getByRole("button", { name: "Ajouter un créneau" })).toHaveCount(0);
  await expect(dialog(page).getByText(/se créent et se modifient dans l'éditeur de groupes/)).toBeVisible();
  await expect(dialog(page).getByRole("link", { name: "Ouvrir l'éditeur de groupes" })).toHaveAttribute(
    "href",
    `/admin/workshops/${workshop.id}/groups`,
  );
});

test("discount codes: validation, create (euros to cents), derived statuses, edit, delete with confirmation", async ({
  page,
}) => {
  const suffix = Date.now().toString(36).toUpperCase();
  await e2eQuery(
    `insert into discount_codes (code, discount_value, is_active, expires_at, max_uses, used_count) values
      ($1, 10, false, null, null, 0), ($2, 10, true, now() - interval '1 hour', null, 0),
      ($3, 10, true, null, 2, 2)`,
    [`OFF${suffix}`, `OLD${suffix}`, `USED${suffix}`],
  );
  await page.goto("/admin/discount-codes");
  const table = page.getByRole("table", { name: "Codes de réduction" });
  const status = (code: string) =>
    table
      .getByRole("row", { name: new RegExp(code) })
      .getByRole("cell")
      .nth(5);
  await expect(status(`OFF${suffix}`)).toHaveText("Inactif");
  await expect(status(`OLD${suffix}`)).toHaveText("Expiré");
  await expect(status(`USED${suffix}`)).toHaveText("Épuisé");
  await expect(status("TEEN20")).toHaveText("Actif");

  await page.getByRole("button", { name: "Nouveau code" }).click();
  await expect(dialog(page).getByLabel("Type de réduction")).toHaveValue("percentage");
  await expect(dialog(page).getByRole("checkbox", { name: "Actif" })).toBeChecked();
  await dialog(page).getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Erreur", "Impossible de sauvegarder le code de réduction");
  await expect(dialog(page).getByText("Le code est requis")).toBeVisible();
  await expect(dialog(page).getByText("La valeur est requise")).toBeVisible();

  const code = `FIX${suffix}`;
  await dialog(page).getByLabel("Code *").fill(code);
  await dialog(page).getByLabel("Type de réduction").selectOption("fixed");
  await dialog(page).getByLabel("Valeur (€) *").fill("10,50");
  await dialog(page).getByLabel("Montant minimum (€)").fill("100");
  await dialog(page).getByLabel("Utilisations maximum").fill("0");
  await dialog(page).getByRole("button", { name: "Créer" }).click();
  await expect(dialog(page).getByText("Le nombre d'utilisations doit être un entier positif")).toBeVisible();
  await dialog(page).getByLabel("Utilisations maximum").fill("50");
  await dialog(page).getByLabel("Date d'expiration").fill("2031-06-30T18:00");
  await dialog(page).getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Succès", "Code de réduction créé avec succès");
  const row = table.getByRole("row", { name: new RegExp(code) });
  await expect(row.getByRole("cell")).toHaveText([
    code,
    "10,50 €",
    "100,00 €",
    "0/50",
    "30/06/2031 18:00",
    "Actif",
    "",
  ]);
  const [stored] = await e2eQuery(
    "select discount_type, discount_value, min_amount, max_uses, expires_at from discount_codes where code = $1",
    [code],
  );
  expect(stored).toMatchObject({
    discount_type: "fixed",
    discount_value: 1050,
    min_amount: 10000,
    max_uses: 50,
  });
  expect((stored as { expires_at: Date }).expires_at.toISOString()).toBe("2031-06-30T16:00:00.000Z");

  // A duplicate code is refused.
  await page.getByRole("button", { name: "Nouveau code" }).click();
  await dialog(page).getByLabel("Code *").fill(code);
  await dialog(page).getByLabel("Valeur (%) *").fill("5");
  await dialog(page).getByRole("button", { name: "Créer" }).click();
  await expect(dialog(page).getByText("Ce code existe déjà.")).toBeVisible();
  await dialog(page).getByRole("button", { name: "Annuler" }).click();
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole("button", { name: "Nouveau code" })).toBeFocused();

  await row.getByRole("button", { name: `Modifier ${code}` }).click();
  await expect(dialog(page).getByLabel("Valeur (€) *")).toHaveValue("10,50");
  await dialog(page).getByRole("checkbox", { name: "Actif" }).click();
  await dialog(page).getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(page, "Succès", "Code de réduction mis à jour avec succès");
  await expect(row.getByRole("cell").nth(5)).toHaveText("Inactif");

  await row.getByRole("button", { name: `Supprimer ${code}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "Êtes-vous sûr de vouloir supprimer ce code de réduction ?",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expectToast(page, "Succès", "Code de réduction supprimé avec succès");
  await expect(row).toHaveCount(0);
});

test("page content: invalid JSON saves nothing; a saved edit shows on the public site; 'Nouveau Contenu'", async ({
  page,
  privateServer: server,
}) => {
  // Page content is global (the home page, the footer): this test changes it on a server of its own.
  await signInAs(page, await server.admin(), server.url);
  await page.goto(`${server.url}/admin/content`);
  await expect(page.getByLabel("Aperçu JSON de home_hero")).toContainText('"heading"');
  await page.getByRole("button", { name: "Modifier home_hero" }).click();
  await expect(dialog(page).getByLabel("Clé de page")).toHaveValue("home_hero");
  await expect(dialog(page).getByLabel("Clé de page")).toHaveAttribute("readonly", "");
  const [before] = await server.query<{ content: unknown }>(
    "select content from page_content where page_key = 'home_hero'",
  );
  await dialog(page).getByLabel("Contenu (JSON)").fill('{"heading": "oops"');
  await dialog(page).getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(page, "Erreur", "Le contenu JSON n'est pas valide");
  await expect(dialog(page).getByText("Le contenu JSON n'est pas valide").first()).toBeVisible();
  const [unchanged] = await server.query<{ content: unknown }>(
    "select content from page_content where page_key = 'home_hero'",
  );
  expect(unchanged?.content).toEqual(before?.content);

  const heading = `Grow with us ${Date.now()}`;
  await dialog(page).getByLabel("Contenu (JSON)").fill(JSON.stringify({ heading }));
  await dialog(page).getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(page, "Succès", "Contenu mis à jour avec succès");
  await expect(page.getByLabel("Aperçu JSON de home_hero")).toContainText(heading);
  await page.goto(`${server.url}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

  // A page key without content: 'Nouveau Contenu' offers it.
  await server.query("delete from page_content where page_key = 'contact'");
  await page.goto(`${server.url}/admin/content`);
  await page.getByRole("button", { name: "Nouveau Contenu" }).click();
  const key = dialog(page).getByLabel("Clé de page");
  await expect(key.locator("option")).toHaveText([
    "home_hero (existe déjà)",
    "home_benefits (existe déjà)",
    "home_testimonials (existe déjà)",
    "workshops_intro (existe déjà)",
    "about_us (existe déjà)",
    "contact",
  ]);
  await key.selectOption("contact");
  await dialog(page).getByLabel("Titre").fill("Contact");
  await dialog(page).getByLabel("Contenu (JSON)").fill('{"heading": "Parlons-en"}');
  await dialog(page).getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Succès", "Contenu créé avec succès");
  await expect(page.getByLabel("Aperçu JSON de contact")).toContainText("Parlons-en");
});

test("page content: a form of the page's fields in both languages edits the JSON, and the French site shows the French text", async ({
  page,
  privateServer: server,
}) => {
  await signInAs(page, await server.admin(), server.url);
  await page.goto(`${server.url}/admin/content`);
  await page.getByRole("button", { name: "Modifier home_benefits" }).click();
  const french = `Des ados confiants ${Date.now()}`;
  // The page's fields, read from its schema: a text, and a list of items added and removed.
  await dialog(page).getByLabel("En-tête (FR)", { exact: true }).fill(french);
  await expect(dialog(page).getByLabel("Version française (JSON)")).toHaveValue(new RegExp(french));
  const items = dialog(page).getByRole("group", { name: "Site en français" });
  await items.getByRole("button", { name: "Retirer l'élément 3 (FR)" }).click();
  await expect(items.getByLabel("Élément 3\u00a0: Intitulé (FR)", { exact: true })).toHaveCount(0);
  await expect(items.getByLabel("Élément 2\u00a0: Intitulé (FR)", { exact: true })).toHaveValue(
    "Petits groupes, vraie attention",
  );
  // The English side is untouched.
  await expect(dialog(page).getByLabel("En-tête (EN)", { exact: true })).toHaveValue(
    "Why group coaching works",
  );
  await dialog(page).getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(page, "Succès", "Contenu mis à jour avec succès");
  const [saved] = await server.query<{ content_fr: { heading: string; items: unknown[] } }>(
    "select content_fr from page_content where page_key = 'home_benefits'",
  );
  expect(saved?.content_fr.heading).toBe(french);
  expect(saved?.content_fr.items).toHaveLength(2);
  await page.goto(`${server.url}/fr`);
  await expect(page.getByRole("heading", { name: french })).toBeVisible();
  await page.goto(`${server.url}/`);
  await expect(page.getByRole("heading", { name: "Why group coaching works" })).toBeVisible();
});

test("page content: 'Nouveau Contenu' says there is nothing left to create when every page key has its content, its 'Créer' disabled", async ({
  page,
}) => {
  // The six keys are seeded (the test that removes 'contact' does it on a private server).
  await expect
    .poll(async () => (await e2eQuery("select page_key from page_content")).length)
    .toBeGreaterThanOrEqual(6);
  await page.goto("/admin/content");
  await page.getByRole("button", { name: "Nouveau Contenu" }).click();
  await expect(dialog(page)).toContainText(
    "Toutes les pages ont déjà un contenu : il n'y a rien à créer. Modifiez le contenu d'une page dans la liste.",
  );
  await expect(dialog(page).getByRole("button", { name: "Créer" })).toBeDisabled();
  await dialog(page).getByRole("button", { name: "Annuler" }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test("page content: valid JSON of the wrong shape is refused, the editor names the field in French, nothing is saved", async ({
  page,
}) => {
  const [before] = await e2eQuery<{ content: unknown; updated_at: Date }>(
    "select content, updated_at from page_content where page_key = 'workshops_intro'",
  );
  await page.goto("/admin/content");
  await page.getByRole("button", { name: "Modifier workshops_intro" }).click();
  await dialog(page).getByLabel("Contenu (JSON)").fill('{"heading": 42}');
  await dialog(page).getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(page, "Erreur", 'Le champ "heading" doit être un texte');
  await expect(dialog(page).getByText('Le champ "heading" doit être un texte')).toBeVisible();
  await dialog(page).getByLabel("Contenu (JSON)").fill('{"heading": "Nos ateliers", "intro": "x"}');
  await dialog(page).getByRole("button", { name: "Mettre à jour" }).click();
  await expect(dialog(page).getByText(/Le champ "intro" n'existe pas pour cette page/)).toBeVisible();
  const [after] = await e2eQuery<{ content: unknown; updated_at: Date }>(
    "select content, updated_at from page_content where page_key = 'workshops_intro'",
  );
  expect(after).toEqual(before);
});

test("workshops: the dialog pre-fills a price the French way (249,50) and names the icons in French", async ({
  page,
}) => {
  const title = `Prix ${Date.now()}`;
  await e2eQuery(
    `insert into workshops (id, title, description, price, duration, max_seats, next_start, icon)
     values ($1, $2, 'Un atelier pour le test.', 24950, '4 weeks', 6, '2031-03-01', 'zap')`,
    [`workshop-e2e-${Date.now()}`, title],
  );
  await page.goto("/admin/workshops");
  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  await expect(dialog(page).getByLabel("Prix (€) *")).toHaveValue("249,50");
  const icon = dialog(page).getByLabel("Icône");
  await expect(icon.locator("option")).toHaveText([
    "Étincelles",
    "Éclair",
    "Étoile",
    "Cœur",
    "Cible",
    "Cerveau",
    "Groupe",
  ]);
  await expect(icon).toHaveValue("zap");
  await expect(icon.locator("option:checked")).toHaveText("Éclair");
  await dialog(page).getByRole("button", { name: "Annuler" }).click();
  await e2eQuery("delete from workshops where title = $1", [title]);
});

test("workshops: the edit dialog counts booked places in French, '1 place réservée' and '2 places réservées'", async ({
  page,
  createWorkshop,
}) => {
  // Inactive: never shown on the public site while other specs read it.
  const { id, title } = await createWorkshop({ isActive: false, bookedSeats: 1 });
  await page.goto("/admin/workshops");
  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  await expect(dialog(page).getByText("1 place réservée", { exact: true })).toBeVisible();
  await e2eQuery("update workshops set booked_seats = 2 where id = $1", [id]);
  await page.reload();
  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  await expect(dialog(page).getByText("2 places réservées", { exact: true })).toBeVisible();
  await expect(dialog(page).getByText(/\(s\)/)).toHaveCount(0);
});
