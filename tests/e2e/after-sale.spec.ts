import { fillBookingForm, payWithTestCard } from "#tests/e2e/support/book-and-pay.ts";
import type { Page } from "@playwright/test";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { e2eBaseUrl, expect, test } from "#tests/e2e/support/fixtures.ts";
import { emailsTo, linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";

/* After the sale, end to end: a family cancels from its booking page and the freed seat goes to the
   first family on the waiting list, who books it from the offer's link
   (docs/product/after-sale-and-refunds.md, docs/product/waiting-list-and-newsletter.md#when-a-place-opens). */

async function bookAndPay(page: Page, workshopId: string, email: string, teenFirstName: string) {
  await fillBookingForm(page, { email, teenFirstName, teenLastName: "Après", parentFirstName: "Sam" });
  return payWithTestCard(page, workshopId);
}

const seatsTaken = async (groupId: string) =>
  (
    await e2eQuery<{ booked_seats: number }>("select booked_seats from workshop_groups where id = $1", [
      groupId,
    ])
  )[0]!.booked_seats;

test("a family cancels from the confirmation e-mail's link, is refunded and told; the first waiting family is offered the seat and books it from the offer link", async ({
  page,
  createWorkshop,
}) => {
  // Two bookings with payments and a cancellation: more than one page's time on a loaded machine.
  test.setTimeout(180_000);
  // One group with one seat, whose first session is more than 48 hours away.
  const workshop = await createWorkshop({
    groups: [{ dateRange: "Tuesdays, 3 weeks", timeText: "5-6 PM", capacity: 1 }],
  });
  const groupId = `${workshop.id}-option1`;
  const leaving = uniqueEmail("after-sale-leaving");
  const waiting = uniqueEmail("after-sale-waiting");
  const later = uniqueEmail("after-sale-later");

  await page.goto(`/booking/${workshop.id}`);
  await page.getByRole("radio").first().check();
  const reference = await bookAndPay(page, workshop.id, leaving, "Hugo");
  expect(await seatsTaken(groupId)).toBe(1);

  // Two families wait for the full workshop, in this order.
  await e2eQuery(
    `insert into waiting_list (workshop_id, parent_email, created_at)
     values ($1, $2, now() - interval '2 hours'), ($1, $3, now() - interval '1 hour')`,
    [workshop.id, waiting, later],
  );

  // The confirmation e-mail links the booking's own page.
  const confirmation = await waitForEmail(e2eMailDir, leaving, (message) =>
    message.subject.includes(reference),
  );
  const bookingPage = new URL(linkIn(confirmation, `${e2eBaseUrl}/bookings/`)).pathname;
  expect(bookingPage).toMatch(/^\/bookings\/[0-9a-f]{64}$/);
  await page.goto(bookingPage);
  const section = page.getByRole("region", { name: "Cancel or get a refund" });
  const amount = (await section.getByTestId("refund-amount").textContent())!;
  expect(amount).toMatch(/^You will get €\d+ back\.$/);
  // Booked minutes ago: within its 14 days, the family withdraws.
  await section.getByText("Withdraw from my booking", { exact: true }).click();
  await section.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByTestId("booking-page-message")).toHaveText(
    "You have withdrawn from your booking. We sent you an e-mail acknowledging it.",
  );

  const cancelled = await waitForEmail(e2eMailDir, leaving, (message) =>
    message.subject.startsWith("Withdrawal acknowledged"),
  );
  expect(cancelled.text).toContain(
    `We are refunding ${amount.replace(/^You will get (€\d+) back\.$/, "$1")}`,
  );
  expect(await e2eQuery("select status from bookings where reference = $1", [reference])).toEqual([
    { status: "cancelled" },
  ]);

  // The seat is held for the first waiting family only.
  const offer = await waitForEmail(e2eMailDir, waiting);
  expect(offer.subject).toBe(`A place is held for you in ${workshop.title}`);
  expect(await emailsTo(e2eMailDir, later)).toEqual([]);
  await page.goto(`/booking/${workshop.id}`);
  await expect(page.getByRole("heading", { name: "This workshop is currently full" })).toBeVisible();

  await page.goto(linkIn(offer, `${e2eBaseUrl}/booking/${workshop.id}?offer=`));
  await expect(page.getByText("A place is held for your family")).toBeVisible();
  await bookAndPay(page, workshop.id, waiting, "Lina");
  expect(await e2eQuery("select status, group_id from bookings where parent_email = $1", [waiting])).toEqual([
    { status: "confirmed", group_id: groupId },
  ]);
  expect(await seatsTaken(groupId)).toBe(1);
  // Booked: the family leaves the waiting list; the next family still waits.
  expect(
    await e2eQuery<{ parent_email: string }>("select parent_email from waiting_list where workshop_id = $1", [
      workshop.id,
    ]),
  ).toEqual([{ parent_email: later }]);
});
