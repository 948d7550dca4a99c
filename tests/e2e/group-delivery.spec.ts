import { fillBookingForm, payWithTestCard } from "#tests/e2e/support/book-and-pay.ts";
import { downloadCsv, tableRows } from "#tests/e2e/support/back-office.ts";
import { addPlaceToProductivityGroup, e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { waitForEmail } from "#tests/helpers/mailbox.ts";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";

test("a paid booking's confirmation carries the group's calendar file, and the success page offers the same file", async ({
  page,
}) => {
  const email = uniqueEmail("group-calendar");
  await addPlaceToProductivityGroup("option2");
  await page.goto("/productivity-workshop");
  await page.getByRole("radio", { name: /Wednesdays/ }).check();
  await page.getByLabel("Parent Name").fill("Marie Dupont");
  await page.getByLabel("Parent Email").fill(email);
  await page.getByLabel("Teen Name").fill("Léo Dupont");
  await page.getByLabel("Teen Age").fill("14");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay €270" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  const reference = (await page.getByText(/^TW-\d{6}$/).textContent())!;

  const mail = await waitForEmail(e2eMailDir, email, (message) => message.subject.includes(reference));
  // The calendar file, and the invoice (docs/product/legal.md#invoices-and-credit-notes).
  expect(mail.attachments.map((file) => file.contentType).sort()).toEqual([
    "application/pdf",
    "text/calendar",
  ]);
  const ics = mail.attachments.find((file) => file.contentType === "text/calendar");
  expect(ics!.filename).toBe("workshop-sessions.ics");
  expect(ics!.contentType).toBe("text/calendar");
  // One event per booking: a change of group or a cancellation updates it.
  const [{ id: bookingId } = { id: "" }] = await e2eQuery<{ id: string }>(
    "select id from bookings where reference = $1",
    [reference],
  );
  expect(ics!.content).toContain(`UID:booking-${bookingId}@`);
  expect(ics!.content).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T180000/);
  expect(ics!.content).toContain("RRULE:FREQ=WEEKLY;COUNT=");

  // The same file from the page, behind the booking's secret.
  const [row] = await e2eQuery<{ receipt_token: string }>(
    "select receipt_token from bookings where reference = $1",
    [reference],
  );
  const token = row!.receipt_token;
  const button = page.getByRole("link", { name: "Add to Calendar" });
  await expect(button).toHaveAttribute("href", `/bookings/${token}/calendar.ics`);
  const download = page.waitForEvent("download");
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("workshop-sessions.ics");
  const answer = await page.request.get(`/bookings/${token}/calendar.ics`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/calendar");
  expect(await answer.text()).toContain(`UID:booking-${bookingId}@`);
  expect((await page.request.get(`/bookings/${"0".repeat(64)}/calendar.ics`)).status()).toBe(404);
});

test("a group starting in 23 hours with a link: the parent books it, gets the .ics and at once the video link; the back-office lists the teen", async ({
  page,
  adminPage,
  createWorkshop,
}) => {
  test.setTimeout(120_000);
  // The administrator's group: first session 23 hours from now, on its own clock (UTC), with its link.
  const workshop = await createWorkshop({ maxSeats: 6 });
  const start = new Date(Date.now() + 23 * 60 * 60 * 1000);
  // The administrator creates the group in the editor: first session in 23 hours, with its link.
  const videoUrl = `https://meet.example.com/${workshop.id}`;
  await adminPage.goto(`/admin/workshops/${workshop.id}/groups`);
  const form = adminPage.getByRole("region", { name: "Nouveau groupe" });
  await form.getByLabel("Date du premier cours").fill(start.toISOString().slice(0, 10));
  await form.getByLabel("Heure de début").fill(start.toISOString().slice(11, 16));
  // Reykjavik keeps UTC all year, so the start computed in UTC above is its local time.
  await form.getByLabel("Fuseau horaire").fill("Atlantic/Reykjavik");
  await form.getByLabel("Capacité (places)").fill("6");
  await form.getByLabel("Nombre de séances").fill("3");
  await form.getByLabel("Lien de la visio (https, facultatif)").fill(videoUrl);
  await form.getByRole("button", { name: "Créer le groupe" }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: "Groupe créé." })).toBeVisible();
  const [created] = await e2eQuery<{ id: string }>("select id from workshop_groups where workshop_id = $1", [
    workshop.id,
  ]);
  const groupId = created!.id;

  const email = uniqueEmail("group-delivery");
  await page.goto(`/booking/${workshop.id}`);
  await page.getByRole("radio").first().check();
  await fillBookingForm(page, { email });
  const reference = await payWithTestCard(page, workshop.id);
  await expect(page.getByRole("link", { name: "Add to Calendar" })).toHaveAttribute(
    "href",
    /^\/bookings\/[0-9a-f]{64}\/calendar\.ics$/,
  );
  const [booking] = await e2eQuery<{ id: string; group_id: string }>(
    "select id, group_id from bookings where reference = $1",
    [reference],
  );
  expect(booking?.group_id).toBe(groupId);

  const confirmation = await waitForEmail(e2eMailDir, email, (message) =>
    message.subject.includes(reference),
  );
  expect(confirmation.attachments.map((file) => file.filename)).toEqual([
    "workshop-sessions.ics",
    expect.stringMatching(/^F\d{4}-\d{6}\.pdf$/),
  ]);
  expect(confirmation.attachments[0]!.content).toContain(`UID:booking-${booking!.id}@`);
  // Booked less than 24 hours before the first session: the video link comes at once, well within a minute.
  const link = await waitForEmail(
    e2eMailDir,
    email,
    (message) => message.subject.startsWith("Your video link"),
    60_000,
  );
  // The teen's own join link, never the room's raw link (docs/product/coaches-and-attendance.md#join-links).
  expect(link.text).toMatch(/\/join\/[0-9a-f]{64}/);
  expect(link.text).not.toContain(videoUrl);
  expect(link.text).toContain("Reykjavik time");

  // The group's roster shows the teen, and its CSV has the roster's columns.
  await adminPage.goto(`/admin/workshops/${workshop.id}/groups`);
  await adminPage.getByRole("table", { name: "Groupes" }).getByRole("link", { name: "Liste (1)" }).click();
  const roster = adminPage.getByRole("table", { name: "Participants du groupe" });
  await expect(roster.getByRole("row")).toHaveCount(2);
  expect(await tableRows(roster)).toEqual([["Claire Moreau", "Inès", "13", email, "—", "—", reference]]);
  const csv = await downloadCsv(adminPage, adminPage.getByRole("link", { name: "Exporter en CSV" }));
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
    ["Claire Moreau", "Inès", "13", email, "", "", reference, ""],
  ]);
});
