import AxeBuilder from "@axe-core/playwright";
import { fillBookingForm, payWithTestCard } from "#tests/e2e/support/book-and-pay.ts";
import type { Page } from "@playwright/test";
import { expectToast } from "#tests/e2e/support/back-office.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test, uniqueTag, type WorkshopRow } from "#tests/e2e/support/fixtures.ts";
import { waitForEmail } from "#tests/helpers/mailbox.ts";

/* The family cancels or asks for the guarantee from its booking page (docs/product/after-sale-and-refunds.md). */

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

const section = (page: Page) => page.getByRole("region", { name: "Cancel or get a refund" });

const groupSeats = async (groupId: string) =>
  (
    await e2eQuery<{ booked_seats: number }>("select booked_seats from workshop_groups where id = $1", [
      groupId,
    ])
  )[0]!.booked_seats;

test("a parent books, opens the link from the confirmation e-mail, sees the refund, withdraws within 14 days: refunded, acknowledged by e-mail with a credit note, seat free again, the invoice still there", async ({
  page,
  createWorkshop,
}) => {
  test.setTimeout(120_000);
  // Its own workshop, with one group whose first session is at least a week away.
  const workshop = await createWorkshop({
    maxSeats: 6,
    groups: [{ dateRange: "", timeText: "", capacity: 6 }],
  });
  const groupId = `${workshop.id}-option1`;
  const email = uniqueEmail("booking-cancel");
  await page.goto(`/booking/${workshop.id}`);
  await page.getByRole("radio").first().check();
  await fillBookingForm(page, { email });
  const reference = await payWithTestCard(page, workshop.id);
  expect(await groupSeats(groupId)).toBe(1);

  const confirmation = await waitForEmail(e2eMailDir, email, (message) =>
    message.subject.includes(reference),
  );
  const link = /https?:\/\/[^\s]+\/bookings\/[0-9a-f]{64}/.exec(confirmation.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname);

  // The invoice comes with the confirmation, and is on the booking page.
  expect(confirmation.attachments.map((attachment) => attachment.contentType)).toContain("application/pdf");
  await expect(page.getByRole("link", { name: "Download invoice (PDF)" })).toBeVisible();

  // Before anything is confirmed: the amount and the withdrawal's reason (booked minutes ago).
  await expect(section(page).getByTestId("refund-amount")).toHaveText("You will get €147 back.");
  await expect(section(page).getByTestId("refund-why")).toContainText(
    "You are within your 14-day withdrawal period",
  );
  await expectNoAxeViolations(page, "#cancel-refund-heading");
  await section(page).getByText("Withdraw from my booking", { exact: true }).click();
  await expectNoAxeViolations(page, "section[aria-labelledby='cancel-refund-heading']");
  await section(page).getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByTestId("booking-page-message")).toHaveText(
    "You have withdrawn from your booking. We sent you an e-mail acknowledging it.",
  );
  // Nothing is left to cancel: the section now tells what happened, under its own title.
  await expect(section(page)).toHaveCount(0);
  const done = page.getByRole("region", { name: "Your cancellation" });
  await expect(done.getByTestId("refund-why")).toContainText("This booking is cancelled.");
  await expect(done.getByTestId("refund-why")).toContainText("€147 was refunded");
  // After the cancellation: the invoice and its credit note, both downloadable.
  const invoiceLink = page.getByRole("link", { name: "Download invoice (PDF)" });
  await expect(invoiceLink).toBeVisible();
  await expect(page.getByRole("link", { name: /^Download credit note A\d{4}-\d{6} \(PDF\)$/ })).toBeVisible();
  const invoice = await page.request.get((await invoiceLink.getAttribute("href"))!);
  expect(invoice.headers()["content-type"]).toBe("application/pdf");

  const cancelled = await waitForEmail(e2eMailDir, email, (message) =>
    message.subject.startsWith("Withdrawal acknowledged"),
  );
  expect(cancelled.subject).toBe(`Withdrawal acknowledged: ${workshop.title} (${reference})`);
  expect(cancelled.text).toContain("We are refunding €147 to the card you paid with.");
  // The credit note, and the calendar file that takes the sessions out of the family's calendar.
  expect(cancelled.attachments.map((attachment) => attachment.filename)).toEqual([
    expect.stringMatching(/^A\d{4}-\d{6}\.pdf$/),
    "workshop-sessions-cancelled.ics",
  ]);
  expect(cancelled.text).toContain(new URL(link!).pathname);
  expect(await groupSeats(groupId)).toBe(0);
  expect(
    await e2eQuery(
      "select r.amount, r.status from refunds r join bookings b on b.id = r.booking_id where b.reference = $1",
      [reference],
    ),
  ).toEqual([{ amount: 14700, status: "refunded" }]);

  // Again (a second tab, a double submit): nothing changes twice.
  const again = await page.request.post(new URL(link!).pathname, {
    form: { intent: "cancel" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
  // From another site: refused before anything is read.
  const forged = await page.request.post(new URL(link!).pathname, {
    form: { intent: "cancel" },
    headers: { origin: "https://evil.example" },
  });
  expect([400, 403]).toContain(forged.status());
  expect(
    await e2eQuery(
      "select count(*)::int as n from refunds r join bookings b on b.id = r.booking_id where b.reference = $1",
      [reference],
    ),
  ).toEqual([{ n: 1 }]);
});

/** A booking paid through the test provider, in a group whose first session was two days ago. */
async function aBookingAfterTheFirstSession(workshop: WorkshopRow) {
  const tag = uniqueTag("gt").toLowerCase();
  const email = `guarantee-${tag}@example.com`;
  const paymentId = `pi_test_${tag}`;
  const groupId = `${workshop.id}-started`;
  await e2eQuery(
    `insert into workshop_groups (id, workshop_id, capacity, booked_seats, time_zone, weekday, start_time,
       first_session_date, session_count, session_minutes)
     values ($1, $2, 6, 1, 'Atlantic/Reykjavik', extract(isodow from current_date - 2)::int, '10:00',
       current_date - 2, 4, 60)`,
    [groupId, workshop.id],
  );
  await e2eQuery(
    `insert into test_provider_payments (id, kind, status, payment_status, amount, customer_email)
     values ($1, 'payment_intent', 'succeeded', 'paid', 14700, $2)`,
    [paymentId, email],
  );
  const [checkout] = await e2eQuery<{ id: string }>(
    `insert into seat_holds (kind, provider, provider_payment_id, workshop_id, status, subtotal,
       amount_total, customer_email, hold_expires_at)
     values ('payment_intent', 'test', $1, $2, 'completed', 14700, 14700, $3, now()) returning id`,
    [paymentId, workshop.id, email],
  );
  const [booking] = await e2eQuery<{ id: string; reference: string; receipt_token: string }>(
    `insert into bookings (reference, workshop_id, group_id, hold_id, parent_first_name,
       parent_last_name, parent_email, teen_first_name, teen_last_name, teen_age, amount_paid, status, created_at)
     values ($1, $2, $3, $4, 'Guarantee', $5, $6, 'Teen', 'Kid', 13, 14700, 'confirmed', now() - interval '20 days')
     returning id, reference, receipt_token`,
    [`TW-${tag.toUpperCase()}`, workshop.id, groupId, checkout!.id, tag, email],
  );
  return { ...booking!, email, groupId, parentName: `Guarantee ${tag}` };
}

test("after the first session a parent asks for the guarantee; an administrator accepts it: cancelled, refunded, e-mailed", async ({
  page,
  adminPage,
  createWorkshop,
}) => {
  test.setTimeout(120_000);
  const workshop = await createWorkshop({ maxSeats: 6 });
  const booking = await aBookingAfterTheFirstSession(workshop);
  await page.goto(`/bookings/${booking.receipt_token}`);
  await expect(section(page).getByTestId("refund-amount")).toHaveText(
    "If your request is accepted, you will get €147 back.",
  );
  await expect(section(page).getByTestId("refund-why")).toContainText("ask for a refund within 7 days");
  await expectNoAxeViolations(page, "section[aria-labelledby='cancel-refund-heading']");
  await section(page).getByLabel("What did not work for you? (optional)").fill("The times did not suit us.");
  await section(page).getByRole("button", { name: "Ask for a refund of €147" }).click();
  await expect(page.getByTestId("booking-page-message")).toContainText("We received your request.");
  await expect(section(page).getByTestId("refund-why")).toContainText(
    "Your request for a refund of €147 was sent.",
  );
  const received = await waitForEmail(e2eMailDir, booking.email, (message) =>
    message.subject.startsWith("We received your refund request"),
  );
  expect(received.text).toContain(`/bookings/${booking.receipt_token}`);

  await adminPage.goto(`/admin/bookings?refund=requested&q=${encodeURIComponent(booking.email)}`);
  await adminPage.getByRole("button", { name: booking.parentName }).click();
  const dialog = adminPage.getByRole("dialog");
  await expect(dialog).toContainText(/147,00\s€ · Demandé/);
  await expect(dialog).toContainText("The times did not suit us.");
  await dialog.getByRole("button", { name: "Accepter" }).click();
  await expectToast(
    adminPage,
    "Succès",
    /Demande acceptée\s: réservation annulée, 147,00\s€ remboursés à la famille\./,
  );
  expect(await e2eQuery("select status from bookings where id = $1", [booking.id])).toEqual([
    { status: "cancelled" },
  ]);
  expect(await e2eQuery("select status, amount from refunds where booking_id = $1", [booking.id])).toEqual([
    { status: "refunded", amount: 14700 },
  ]);
  expect(await groupSeats(booking.groupId)).toBe(0);
  const cancelled = await waitForEmail(e2eMailDir, booking.email, (message) =>
    message.subject.includes("is cancelled"),
  );
  expect(cancelled.text).toContain("We are refunding €147 to the card you paid with.");
});
