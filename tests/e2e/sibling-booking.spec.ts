import { linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eBaseUrl, e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";
import { fillBookingForm, payWithTestCard } from "#tests/e2e/support/book-and-pay.ts";

test("a parent books two teens in one payment: told when a group has too few places, one total, one confirmation and one e-mail naming both; then cancels one teen alone, refunded that seat", async ({
  page,
  createWorkshop,
}) => {
  test.setTimeout(120_000);
  // Three groups: the first with one place left, the second with room, the third full.
  const workshop = await createWorkshop({
    groups: [
      { dateRange: "Tuesdays, 3 weeks", timeText: "5-6 PM", capacity: 6, bookedSeats: 5 },
      { dateRange: "Thursdays, 3 weeks", timeText: "5-6 PM", capacity: 6 },
      { dateRange: "Saturdays, 3 weeks", timeText: "10-11 AM", capacity: 6, bookedSeats: 6 },
    ],
  });
  const email = uniqueEmail("siblings");
  await page.goto(`/booking/${workshop.id}`);
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  const choice = page.getByRole("group", { name: "Choose your group" });
  await choice.getByRole("radio").first().check();

  await page.getByLabel("Teen's first name", { exact: true }).fill("Léo");
  await page.getByLabel("Teen's last name", { exact: true }).fill("Martin");
  await page.getByLabel("Teen's age", { exact: true }).fill("13");
  await page.getByRole("button", { name: "Add another teen" }).click();
  await expect(page.getByLabel("Teen 2: Teen's first name")).toBeFocused();
  await page.getByLabel("Teen 2: Teen's first name").fill("Zoé");
  await page.getByLabel("Teen 2: Teen's last name").fill("Martin");
  // An age outside the workshop's range is refused for the second teen too.
  await page.getByLabel("Teen 2: Teen's age").fill("17");
  await page.getByLabel("Parent's first name").fill("Claire");
  await page.getByLabel("Parent's last name").fill("Martin");
  await page.getByLabel("Parent's email").fill(email);
  // A third teen added and removed again leaves the other two as they were.
  await page.getByRole("button", { name: "Add another teen" }).click();
  await page.getByRole("button", { name: "Remove teen 3" }).click();
  await expect(page.getByLabel("Teen 3: Teen's first name")).toHaveCount(0);
  await expect(page.getByLabel("Teen 2: Teen's first name")).toHaveValue("Zoé");

  // One place left in the first group: said before any payment, with the waiting list for both.
  const tooFew = page.getByText(
    "Not enough places for your 2 teens in this group (1 spot left). Choose another group, or join the waiting list for all of them.",
  );
  await expect(tooFew).toBeVisible();
  await expect(page.getByRole("link", { name: "Join the waiting list for all 2" })).toHaveAttribute(
    "href",
    `/workshops/${workshop.id}/waitlist?teens=2`,
  );
  await choice.getByRole("radio").nth(1).check();
  await expect(tooFew).toBeHidden();

  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Your teen's age must be between 10 and 16")).toBeVisible();
  await page.getByLabel("Teen 2: Teen's age").fill("11");

  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByTestId("order-teen")).toHaveText(["Léo Martin€147", "Zoé Martin€147"]);
  await expect(summary.getByTestId("order-total")).toHaveText("€294");
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));
  const paySummary = page.getByRole("complementary", { name: "Order summary" });
  await expect(paySummary.getByTestId("order-teen")).toHaveText(["Léo Martin€147", "Zoé Martin€147"]);
  await expect(paySummary.getByTestId("order-total")).toHaveText("€294");
  await expect(
    page.getByText(/^When you press Pay, your places are held for you for \d+ minutes at most/),
  ).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: "Pay €294" }).click();

  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`), { timeout: 20_000 });
  await expect(page.getByText(`Léo and Zoé are registered for ${workshop.title}.`)).toBeVisible();
  await expect(page.getByTestId("booking-participants")).toHaveText("Léo Martin, 13Zoé Martin, 11");

  const rows = await e2eQuery<{ reference: string; teen_first_name: string; amount_paid: number }>(
    `select reference, teen_first_name, amount_paid from bookings where parent_email = $1 order by order_seat`,
    [email],
  );
  expect(rows.map((row) => [row.teen_first_name, row.amount_paid])).toEqual([
    ["Léo", 14700],
    ["Zoé", 14700],
  ]);
  const mail = await waitForEmail(e2eMailDir, email);
  expect(mail.text).toContain("Léo Martin");
  expect(mail.text).toContain("Zoé Martin");
  for (const row of rows) expect(mail.text).toContain(row.reference);

  // Léo's page, from the e-mail, leads to Zoé's; Zoé alone withdraws and gets her seat's price back.
  await page.goto(new URL(linkIn(mail, `${e2eBaseUrl}/bookings/`)).pathname);
  // Moving both teens: a group with one place says so, a full one says it is full.
  const moveBoth = page.getByRole("group", { name: "Move all 2 teens together to:" });
  await expect(moveBoth.getByText("1 spot left (not enough places for all of them)")).toBeVisible();
  await expect(moveBoth.getByText("Full", { exact: true })).toBeVisible();
  await expect(moveBoth.getByText(/0 spots left/)).toHaveCount(0);
  const order = page.getByRole("region", { name: "Booked in the same payment" });
  await expect(order).toContainText("or for all of them at once below.");
  await order.getByRole("link", { name: `Zoé's booking (${rows[1]!.reference})` }).click();
  await expect(page.getByRole("link", { name: `Léo's booking (${rows[0]!.reference})` })).toBeVisible();
  const section = page.getByRole("region", { name: "Cancel or get a refund" });
  await expect(section.getByTestId("refund-amount")).toHaveText("You will get €147 back.");
  await section.getByText("Withdraw from my booking", { exact: true }).click();
  await section.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByTestId("booking-page-message")).toHaveText(
    "You have withdrawn from your booking. We sent you an e-mail acknowledging it.",
  );
  // One teen left: no actions for all of them at once, and the page no longer points to them.
  await expect(page.getByRole("region", { name: "All teens of this order" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Booked in the same payment" })).toHaveText(
    /Each teen has their own booking page: cancel, withdraw or change group for one teen on their page\.(?! or)/,
  );
  expect(
    await e2eQuery<{
      teen_first_name: string;
      status: string;
      refunded: number | null;
      credit_notes: number;
    }>(
      `select b.teen_first_name, b.status,
         (select sum(r.amount)::int from refunds r where r.booking_id = b.id and r.status = 'refunded') as refunded,
         (select count(*)::int from invoices i where i.booking_id = b.id and i.kind = 'credit_note') as credit_notes
       from bookings b where b.parent_email = $1 order by b.order_seat`,
      [email],
    ),
  ).toEqual([
    { teen_first_name: "Léo", status: "confirmed", refunded: null, credit_notes: 0 },
    { teen_first_name: "Zoé", status: "cancelled", refunded: 14700, credit_notes: 1 },
  ]);

  // The family page, reached from /bookings, shows both teens: Léo still booked, Zoé cancelled with
  // her credit note.
  await page.goto("/bookings");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If we have bookings for this address, we have sent it a sign-in link to see them.",
  );
  const signIn = await waitForEmail(e2eMailDir, email, (message) =>
    message.text.includes("/bookings/family/"),
  );
  await page.goto(/(\S+\/bookings\/family\/[0-9a-f]{64})/.exec(signIn.text)![1]!);
  await expect(page.getByRole("heading", { level: 1, name: "Your bookings" })).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming" }).getByRole("article");
  await expect(upcoming.filter({ hasText: rows[0]!.reference })).toContainText("For Léo");
  const cancelled = page.getByRole("region", { name: "Past and cancelled" }).getByRole("article");
  await expect(cancelled.filter({ hasText: rows[1]!.reference })).toContainText("For Zoé");
  await expect(cancelled.filter({ hasText: rows[1]!.reference })).toContainText("Download credit note");
});

test("the waiting list asks how many teens: a family sent from a group with too few places joins for all of them", async ({
  page,
  workshop,
}) => {
  const email = uniqueEmail("waitlist-teens");
  await page.goto(`/workshops/${workshop.id}/waitlist?teens=3`);
  await expect(page.getByLabel("Number of teens")).toHaveValue("3");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Join the Waiting List" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! You're on the waiting list." })).toBeVisible();
  // What was saved: the family is told its entry is for its three teens, on the page and by e-mail.
  const saved =
    "Your entry is for 3 teens: we will offer places only when there are 3 together in the same group.";
  await expect(page.getByText(saved)).toBeVisible();
  expect(
    await e2eQuery<{ seats: number }>(`select seats from waiting_list where parent_email = $1`, [email]),
  ).toEqual([{ seats: 3 }]);
  expect((await waitForEmail(e2eMailDir, email)).text).toContain(saved);

  // The French form asks the same.
  await page.goto(`/fr/workshops/${workshop.id}/waitlist`);
  await expect(page.getByLabel("Nombre d'ados")).toHaveValue("1");
});

test("cancel all teens of an order from one teen's page: every teen cancelled, each refunded its own seat with its own credit note", async ({
  page,
  createWorkshop,
}) => {
  test.setTimeout(120_000);
  const workshop = await createWorkshop({
    groups: [{ dateRange: "Tuesdays, 3 weeks", timeText: "5-6 PM", capacity: 6 }],
  });
  const email = uniqueEmail("cancel-all");
  await page.goto(`/booking/${workshop.id}`);
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  await page.getByRole("group", { name: "Choose your group" }).getByRole("radio").first().check();
  await page.getByLabel("Teen's first name", { exact: true }).fill("Léo");
  await page.getByLabel("Teen's last name", { exact: true }).fill("Martin");
  await page.getByLabel("Teen's age", { exact: true }).fill("13");
  await page.getByRole("button", { name: "Add another teen" }).click();
  await page.getByLabel("Teen 2: Teen's first name").fill("Zoé");
  await page.getByLabel("Teen 2: Teen's last name").fill("Martin");
  await page.getByLabel("Teen 2: Teen's age").fill("11");
  await page.getByLabel("Parent's first name").fill("Claire");
  await page.getByLabel("Parent's last name").fill("Martin");
  await page.getByLabel("Parent's email").fill(email);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: "Pay €294" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`), { timeout: 20_000 });

  const mail = await waitForEmail(e2eMailDir, email);
  await page.goto(new URL(linkIn(mail, `${e2eBaseUrl}/bookings/`)).pathname);
  const all = page.getByRole("region", { name: "All teens of this order" });
  await all.getByText("Withdraw all teens of this order", { exact: true }).click();
  await all.getByRole("button", { name: "Yes, withdraw for all 2" }).click();
  await expect(page.getByTestId("booking-page-message")).toHaveText(
    "You have withdrawn for the 2 teens of this order. Each refund follows the policy for that teen's own seat; we have e-mailed you for each.",
  );
  expect(
    await e2eQuery<{
      teen_first_name: string;
      status: string;
      refunded: number | null;
      credit_notes: number;
    }>(
      `select b.teen_first_name, b.status,
         (select sum(r.amount)::int from refunds r where r.booking_id = b.id and r.status = 'refunded') as refunded,
         (select count(*)::int from invoices i where i.booking_id = b.id and i.kind = 'credit_note') as credit_notes
       from bookings b where b.parent_email = $1 order by b.order_seat`,
      [email],
    ),
  ).toEqual([
    { teen_first_name: "Léo", status: "cancelled", refunded: 14700, credit_notes: 1 },
    { teen_first_name: "Zoé", status: "cancelled", refunded: 14700, credit_notes: 1 },
  ]);
});

test("an offer held for two teens: the link's form asks for both, and one payment books both on the held seats", async ({
  page,
  createWorkshop,
}) => {
  test.setTimeout(120_000);
  const workshop = await createWorkshop({
    groups: [{ dateRange: "Mondays, 3 weeks", timeText: "4-5 PM", capacity: 4, bookedSeats: 2 }],
  });
  const groupId = `${workshop.id}-option1`;
  const email = uniqueEmail("offer-pair");
  // The family waits for two seats; both are held for it (as offerFreedSeat makes them).
  const [entry] = await e2eQuery<{ id: string }>(
    `insert into waiting_list (workshop_id, parent_email, seats) values ($1, $2, 2) returning id`,
    [workshop.id, email],
  );
  const [hold] = await e2eQuery<{ id: string }>(
    `insert into seat_holds (kind, provider, workshop_id, group_id, seats, subtotal, amount_total,
       customer_email, hold_expires_at)
     values ('waitlist_offer', 'waitlist', $1, $2, 2, 0, 0, $3, now() + interval '1 day') returning id`,
    [workshop.id, groupId, email],
  );
  const [offer] = await e2eQuery<{ token: string }>(
    `insert into waitlist_offers (waiting_list_id, workshop_id, group_id, parent_email, hold_id, seats, cause, expires_at)
     values ($1, $2, $3, $4, $5::uuid, 2, 'e2e:' || $5::text, now() + interval '1 day') returning token`,
    [entry!.id, workshop.id, groupId, email, hold!.id],
  );

  await page.goto(`/booking/${workshop.id}?offer=${offer!.token}`);
  await expect(page.getByText("2 places are held together, one for each of your teens")).toBeVisible();
  await expect(page.getByText("Places are held for your family", { exact: true })).toBeVisible();
  await expect(page.getByText(/^We are holding 2 places in this group for you until /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Add another teen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove teen 2" })).toHaveCount(0);
  await fillBookingForm(page, { email, teenFirstName: "Léo", teenLastName: "Martin" });
  await page.getByLabel("Teen 2: Teen's first name").fill("Zoé");
  await page.getByLabel("Teen 2: Teen's last name").fill("Martin");
  await page.getByLabel("Teen 2: Teen's age").fill("11");
  await payWithTestCard(page, workshop.id);

  expect(
    await e2eQuery(
      `select teen_first_name, status from bookings where parent_email = $1 order by order_seat`,
      [email],
    ),
  ).toEqual([
    { teen_first_name: "Léo", status: "confirmed" },
    { teen_first_name: "Zoé", status: "confirmed" },
  ]);
  expect(await e2eQuery("select booked_seats from workshop_groups where id = $1", [groupId])).toEqual([
    { booked_seats: 4 },
  ]);
  expect(await e2eQuery("select status from waitlist_offers where hold_id = $1", [hold!.id])).toEqual([
    { status: "claimed" },
  ]);
});
