import { fillBookingForm, payWithTestCard } from "#tests/e2e/support/book-and-pay.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/* A booking in a group shows the group's dates from the form to the confirmation, and its booking page adds them to a web calendar. */

test("the form's summary starts with the next group's date, then the chosen group; the confirmation and booking page show its dates", async ({
  page,
  createWorkshop,
}) => {
  const workshop = await createWorkshop({ maxSeats: 6 });
  await e2eQuery(
    `insert into workshop_groups (id, workshop_id, capacity, weekday, start_time, first_session_date,
       session_count, session_minutes, time_zone)
     values ($1, $2, 6, 4, '16:00', '2099-12-10', 3, 60, 'America/New_York')`,
    [`${workshop.id}-dec`, workshop.id],
  );
  await page.goto(`/booking/${workshop.id}`);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByText("Starts: 10 December 2099")).toBeVisible();
  await page.getByRole("group", { name: "Choose your group" }).getByRole("radio").first().check();
  await expect(
    summary.getByText("Group: Thu 10 Dec - Thu 24 Dec 2099, Thursdays 4-5 PM New York time"),
  ).toBeVisible();

  await fillBookingForm(page, { email: uniqueEmail("group-dates") });
  await payWithTestCard(page, workshop.id);
  await expect(page.getByText("Thu 10 Dec - Thu 24 Dec 2099, Thursdays 4-5 PM New York time")).toBeVisible();
  await expect(page.getByText("Coming Soon")).toHaveCount(0);

  await page.getByRole("link", { name: "Manage your booking" }).click();
  await expect(page.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?.*recur=RRULE%3AFREQ%3DWEEKLY%3BCOUNT%3D3/,
  );
  await expect(page.getByRole("link", { name: "Add to Outlook" })).toHaveAttribute(
    "href",
    /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?/,
  );
});
