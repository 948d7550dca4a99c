import { fillBookingForm, payWithTestCard } from "#tests/e2e/support/book-and-pay.ts";
import { emailsTo, linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import { expectToast, signInAs } from "#tests/e2e/support/back-office.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { e2eBaseUrl, expect, test } from "#tests/e2e/support/fixtures.ts";

/* A freed place is offered to the first family on the waiting list, who books it from the e-mail's link
   (docs/product/waiting-list-and-newsletter.md#when-a-place-opens). */

test("a cancelled place goes to the first waiting family only, who books and pays it from the offer link; the back-office shows each state", async ({
  page,
  admin,
  createWorkshop,
}) => {
  // Two visits, a back-office cancellation and a payment: more than one page's time on a loaded machine.
  test.setTimeout(150_000);
  const workshop = await createWorkshop({
    title: `Offer workshop ${Date.now()}`,
    groups: [{ dateRange: "Mondays, 3 weeks", timeText: "4-5 PM", capacity: 2, bookedSeats: 2 }],
  });
  const groupId = `${workshop.id}-option1`;
  const first = uniqueEmail("offer-first");
  const second = uniqueEmail("offer-second");
  const leavingEmail = uniqueEmail("offer-leaving");
  await e2eQuery(
    `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_last_name, teen_age, amount_paid, status)
     select 'TW-' || lpad((floor(random() * 1000000))::int::text, 6, '0'), $1, $2, 'Leaving', 'Family' || n,
       'leaving-' || n || '-' || $3, 'Teen', 'Kid', 13, 0, 'confirmed'
     from generate_series(1, 2) n`,
    [workshop.id, groupId, leavingEmail],
  );
  await e2eQuery(
    `insert into waiting_list (workshop_id, parent_email, created_at)
     values ($1, $2, now() - interval '2 hours'), ($1, $3, now() - interval '1 hour')`,
    [workshop.id, first, second],
  );

  // The workshop is full: its booking page offers the waiting list.
  await page.goto(`/booking/${workshop.id}`);
  await expect(page.getByRole("heading", { name: "This workshop is currently full" })).toBeVisible();

  // An administrator cancels one booking.
  await signInAs(page, admin);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(`leaving-1-${leavingEmail}`)}`);
  await page.getByRole("button", { name: "Leaving Family1" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Annuler la réservation" }).click();
  await page
    .getByRole("alertdialog", { name: "Annuler la réservation" })
    .getByRole("button", { name: "Confirmer l'annulation" })
    .click();
  await expectToast(page, "Succès", /La place est proposée à la première famille de la liste d'attente/);

  // The back-office shows who has the offer and who waits.
  await page.goto(`/admin/waiting-list?q=${encodeURIComponent(first)}`);
  await expect(page.getByRole("table", { name: "Liste d'attente" })).toContainText(
    /Offre envoyée \(expire le/,
  );
  await page.goto(`/admin/waiting-list?q=${encodeURIComponent(second)}`);
  await expect(page.getByRole("table", { name: "Liste d'attente" })).toContainText("Aucune offre");

  // The first family's e-mail carries the offer link; the second family got nothing.
  const mail = await waitForEmail(e2eMailDir, first);
  expect(mail.subject).toBe(`A place is held for you in ${workshop.title}`);
  const link = linkIn(mail, `${e2eBaseUrl}/booking/${workshop.id}?offer=`);
  expect(link).toMatch(/\?offer=[0-9a-f]{64}$/);
  expect(await emailsTo(e2eMailDir, second)).toEqual([]);

  // A forged link says so and books nothing.
  await page.goto(`/booking/${workshop.id}?offer=${"0".repeat(64)}`);
  await expect(page.getByText("This offer link is not valid.", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This workshop is currently full" })).toBeVisible();

  // The link opens the form with the held place; the family books and pays (test provider).
  await page.goto(link);
  await expect(page.getByText("A place is held for your family")).toBeVisible();
  await fillBookingForm(page, {
    email: first,
    teenFirstName: "Nina",
    teenLastName: "Offer",
    teenAge: "12",
    parentFirstName: "Paula",
    parentLastName: "Offer",
  });
  await payWithTestCard(page, workshop.id);

  expect(await e2eQuery("select status, group_id from bookings where parent_email = $1", [first])).toEqual([
    { status: "confirmed", group_id: groupId },
  ]);
  expect(await e2eQuery("select booked_seats from workshop_groups where id = $1", [groupId])).toEqual([
    { booked_seats: 2 },
  ]);

  // The same link again: already used.
  await page.goto(link);
  await expect(page.getByText("This offer has already been used", { exact: false })).toBeVisible();

  await page.goto(`/admin/waiting-list?q=${encodeURIComponent(first)}`);
  await expect(page.getByRole("table", { name: "Liste d'attente" })).toContainText("Place réservée");
  expect(await emailsTo(e2eMailDir, second)).toEqual([]);
});
