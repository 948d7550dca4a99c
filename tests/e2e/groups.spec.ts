import { downloadCsv, tableRows } from "#tests/e2e/support/back-office.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/* Groups (docs/product/groups-and-delivery.md): the editor, the roster and its CSV, a parent picking a group. */

/** A Monday two to three weeks from today, as the editor's date field takes it. */
function aMondayAhead() {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 14 + ((8 - (date.getUTCDay() || 7)) % 7));
  return date.toISOString().slice(0, 10);
}

test("an administrator creates a group, is told why a bad link is refused, and reads its roster and CSV", async ({
  adminPage: page,
  createWorkshop,
}) => {
  const workshop = await createWorkshop({ maxSeats: 6 });
  await page.goto(`/admin/workshops/${workshop.id}/groups`);
  await expect(page.getByRole("heading", { name: `Groupes : ${workshop.title}` })).toBeVisible();
  const form = page.getByRole("region", { name: "Nouveau groupe" });
  await form.getByLabel("Date du premier cours").fill(aMondayAhead());
  await form.getByLabel("Heure de début").fill("16:00");
  await expect(form.getByLabel("Fuseau horaire")).toHaveValue("America/New_York");
  // The zone is chosen from a list named in French, the academy's zone first.
  const zones = page.locator(
    `datalist#${await form.getByLabel("Fuseau horaire").getAttribute("list")} option`,
  );
  await expect(zones.first()).toHaveAttribute("value", "America/New_York");
  await expect(zones.first()).toHaveAttribute("label", /^New York — heure de l’Est/);
  await expect(page.locator("datalist option[value='Europe/Paris']")).toHaveAttribute(
    "label",
    /^Paris — heure d’Europe centrale/,
  );
  await form.getByLabel("Capacité (places)").fill("5");
  await form.getByLabel("Lien de la visio (https, facultatif)").fill("http://meet.example.com/room");
  await form.getByRole("button", { name: "Créer le groupe" }).click();
  // Said once, under the field.
  await expect(form.getByText("Le lien de la visio doit être une adresse https:// complète.")).toHaveCount(1);
  expect(await e2eQuery("select id from workshop_groups where workshop_id = $1", [workshop.id])).toEqual([]);

  await form.getByLabel("Lien de la visio (https, facultatif)").fill("https://meet.example.com/room");
  await form.getByRole("button", { name: "Créer le groupe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Groupe créé." })).toBeVisible();
  const groups = page.getByRole("table", { name: "Groupes" });
  await expect(groups.getByRole("row")).toHaveCount(2);
  // The form starts afresh, and the same group typed again is refused.
  await expect(form.getByLabel("Date du premier cours")).toHaveValue("");
  await expect(form.getByLabel("Capacité (places)")).toHaveValue("6");
  await expect(form.getByLabel("Lien de la visio (https, facultatif)")).toHaveValue("");
  await form.getByLabel("Date du premier cours").fill(aMondayAhead());
  await form.getByRole("button", { name: "Créer le groupe" }).click();
  await expect(form.getByText(/déjà un groupe qui commence à cette date et à cette heure/)).toHaveCount(1);
  await expect(groups.getByRole("row")).toHaveCount(2);
  expect((await tableRows(groups))[0]?.slice(1, 4)).toEqual([
    "le lundi de 16 h à 17 h, heure de New York",
    "0/5",
    "Ouvert",
  ]);

  const [group] = await e2eQuery<{ id: string }>("select id from workshop_groups where workshop_id = $1", [
    workshop.id,
  ]);
  const email = uniqueEmail("roster");
  const reference = `TW-9${Date.now().toString().slice(-5)}`;
  await e2eQuery(
    `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_age, status, special_requests)
     values ($1, $2, $3, 'Anne', 'Durand', $4, 'Zoé', 12, 'confirmed', 'Arrive 5 min late')`,
    [reference, workshop.id, group!.id, email],
  );
  await page.reload();
  await groups.getByRole("link", { name: "Liste (1)" }).click();
  const roster = page.getByRole("table", { name: "Participants du groupe" });
  await expect(roster.getByRole("row")).toHaveCount(2);
  expect(await tableRows(roster)).toEqual([
    ["Anne Durand", "Zoé", "12", email, "—", "Arrive 5 min late", reference],
  ]);
  const csv = await downloadCsv(page, page.getByRole("link", { name: "Exporter en CSV" }));
  expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.rows).toEqual([
    [
      "Parent",
      "Prénom de l'adolescent",
      "Âge",
      "E-mail",
      "Téléphone",
      "Demandes particulières",
      "Référence",
      "Commande",
    ],
    ["Anne Durand", "Zoé", "12", email, "", "Arrive 5 min late", reference, ""],
  ]);

  // Deleting a group with a booking is refused, and the group stays.
  await page.goto(`/admin/workshops/${workshop.id}/groups`);
  // Deleting asks first.
  await page.getByText("Supprimer", { exact: true }).click();
  await expect(page.getByText("Supprimer ce groupe ? Cette action est définitive.")).toBeVisible();
  await page.getByRole("button", { name: "Oui, supprimer le groupe" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Impossible de supprimer ce groupe : il a des réservations." }),
  ).toBeVisible();
  await e2eQuery("delete from bookings where reference = $1", [reference]);
});

test.describe("a parent in Paris", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test("picks a group on the booking form, sees its time in New York and in their own zone, and a full group cannot be picked", async ({
    page,
    createWorkshop,
  }) => {
    const workshop = await createWorkshop({ maxSeats: 6 });
    const first = aMondayAhead();
    for (const [id, startTime, capacity, booked] of [
      [`${workshop.id}-a`, "16:00", 4, 0],
      [`${workshop.id}-b`, "10:00", 4, 4],
    ] as const) {
      await e2eQuery(
        `insert into workshop_groups (id, workshop_id, capacity, booked_seats, weekday, start_time, first_session_date,
           session_count, session_minutes, time_zone)
         values ($1, $2, $3, $4, 1, $5, $6, 3, 60, 'America/New_York')`,
        [id, workshop.id, capacity, booked, startTime, first],
      );
    }
    await page.goto(`/booking/${workshop.id}`);
    const choice = page.getByRole("group", { name: "Choose your group" });
    const open = choice.getByRole("radio").first();
    await expect(choice.getByText("Mondays 4-5 PM New York time")).toBeVisible();
    await expect(choice.getByText("10-11 PM your time")).toBeVisible();
    await expect(choice.getByText("4 spots left")).toBeVisible();
    await expect(choice.getByRole("radio").nth(1)).toBeDisabled();
    await expect(choice.getByText("Full")).toBeVisible();

    // An empty form: the group's message shows with the fields' own, on the same submit.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Please choose a group.")).toBeVisible();
    await expect(page.getByLabel("Teen's first name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Teen's first name").fill("Zoé");
    await page.getByLabel("Teen's last name").fill("Durand");
    await page.getByLabel("Teen's age").fill("12");
    await page.getByLabel("Parent's first name").fill("Anne");
    await page.getByLabel("Parent's last name").fill("Durand");
    await page.getByLabel("Parent's email").fill(uniqueEmail("group-pick"));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Please choose a group.")).toBeVisible();

    await open.check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment`));
    await expect(page.getByText(/Group: .*Mondays 4-5 PM New York time/)).toBeVisible();
  });
});

test("a booking waiting for a group is assigned to one from the groups page, which says so once its row has gone", async ({
  adminPage: page,
  createWorkshop,
}) => {
  const workshop = await createWorkshop({
    maxSeats: 6,
    groups: [{ dateRange: "Mondays", timeText: "4-5 PM", capacity: 4 }],
  });
  const reference = `TW-8${Date.now().toString().slice(-5)}`;
  await e2eQuery(
    `insert into bookings (reference, workshop_id, parent_first_name, parent_email, teen_first_name, teen_age, status)
     values ($1, $2, 'Anne', $3, 'Zoé', 12, 'confirmed')`,
    [reference, workshop.id, uniqueEmail("unassigned")],
  );
  await page.goto(`/admin/workshops/${workshop.id}/groups`);
  const waiting = page.getByRole("table", { name: "Réservations sans groupe" });
  await expect(waiting.getByRole("row", { name: new RegExp(reference) })).toBeVisible();
  await waiting.getByRole("button", { name: "Affecter" }).click();

  await expect(
    page.getByRole("status").filter({ hasText: `Réservation ${reference} affectée au groupe.` }),
  ).toBeVisible();
  await expect(waiting.getByRole("row", { name: new RegExp(reference) })).toHaveCount(0);
  expect(
    await e2eQuery<{ group_id: string; booked_seats: number }>(
      `select b.group_id, g.booked_seats from bookings b join workshop_groups g on g.id = b.group_id where b.reference = $1`,
      [reference],
    ),
  ).toEqual([{ group_id: `${workshop.id}-option1`, booked_seats: 1 }]);
});
