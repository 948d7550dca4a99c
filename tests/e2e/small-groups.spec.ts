import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { waitForEmail } from "#tests/helpers/mailbox.ts";

test("an administrator closes a group too small to run from the dashboard; the family moves to another group in one click", async ({
  adminPage: page,
  createWorkshop,
}) => {
  test.setTimeout(120_000);
  const workshop = await createWorkshop({
    groups: [
      { dateRange: "", timeText: "", capacity: 6 },
      { dateRange: "", timeText: "", capacity: 6 },
    ],
  });
  const [small, other] = [`${workshop.id}-option1`, `${workshop.id}-option2`];
  // The first group starts in three days (within the five days' notice), the second a week later.
  await e2eQuery(
    `update workshop_groups set first_session_date = current_date + 3,
       weekday = extract(isodow from current_date + 3)::int where id = $1`,
    [small],
  );
  const email = uniqueEmail("small-group");
  const [booking] = await e2eQuery<{ receipt_token: string; reference: string }>(
    `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_email, teen_first_name,
       teen_age, amount_paid, status, language)
     values ('TW-' || lpad((floor(random() * 1000000))::int::text, 6, '0'), $1, $2, 'Claire', $3, 'Inès', 13,
       14700, 'confirmed', 'en')
     returning receipt_token, reference`,
    [workshop.id, small, email],
  );
  await e2eQuery("update workshop_groups set booked_seats = 1 where id = $1", [small]);

  // The dashboard lists it, 1 booked of the minimum of 3; closing asks first.
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Groupes en sous-effectif" });
  const item = section.getByRole("listitem").filter({ hasText: workshop.title });
  await expect(item).toContainText("Inscrits\u00a0: 1 / minimum 3");
  await expect(item.getByRole("button", { name: "Maintenir le groupe" })).toBeVisible();
  await item.getByText("Fermer le groupe", { exact: true }).click();
  await item.getByRole("button", { name: "Oui, fermer le groupe" }).click();
  await expect(section.getByRole("status")).toContainText("Groupe fermé");
  await expect(section.getByRole("listitem").filter({ hasText: workshop.title })).toHaveCount(0);

  // The family's e-mail names the other group and links to the booking page's choices.
  const mail = await waitForEmail(e2eMailDir, email, (message) =>
    message.subject.includes("your group will not run"),
  );
  expect(mail.text).toContain("full refund");
  const link = new RegExp(`(\\S+/bookings/${booking!.receipt_token}#group-closed-heading)`).exec(
    mail.text,
  )?.[1];
  expect(link).toBeDefined();

  await page.goto(new URL(link!).pathname);
  const choices = page.getByRole("region", { name: "Your group will not run" });
  await expect(choices.getByRole("button", { name: /^Full refund of €147/ })).toBeVisible();
  // The closed group's sessions are not offered to a calendar.
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  const move = choices.getByRole("button", { name: /^Move to / });
  await expect(move).toHaveCount(1);
  await move.click();
  await expect(page.getByTestId("booking-page-message")).toHaveText(
    /^Your booking has moved to the new group\./,
  );
  await expect(page.getByRole("region", { name: "Your group will not run" })).toHaveCount(0);
  // The new group's are.
  await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();

  const [moved] = await e2eQuery<{ group_id: string; resolution: string }>(
    `select b.group_id, o.resolution from bookings b join group_closure_offers o on o.booking_id = b.id
     where b.receipt_token = $1`,
    [booking!.receipt_token],
  );
  expect(moved).toEqual({ group_id: other, resolution: "moved" });
  await waitForEmail(e2eMailDir, email, (message) =>
    message.attachments.some((file) => file.filename.endsWith(".ics")),
  );
});
