import { type Page } from "@playwright/test";
import { waitForEmail } from "#tests/helpers/mailbox.ts";
import { addPlaceToProductivityGroup, e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";

const SALES = "/productivity-workshop";
const SUMMARY = "/productivity-workshop/order-summary";

const GROUPS = { Mondays: "option1", Wednesdays: "option2", Saturdays: "option3" } as const;

async function fillRegistration(page: Page, email: string, day: keyof typeof GROUPS = "Wednesdays") {
  await addPlaceToProductivityGroup(GROUPS[day]);
  await page.goto(SALES);
  await page.getByRole("radio", { name: new RegExp(day) }).check();
  await page.getByLabel("Parent Name").fill("Marie Dupont");
  await page.getByLabel("Parent Email").fill(email);
  await page.getByLabel("Teen Name").fill("Léo Dupont");
  await page.getByLabel("Teen Age").fill("14");
  await page.getByLabel("Additional Information (optional)").fill("Loves drawing");
}

async function toCheckoutPage(page: Page, email: string) {
  await fillRegistration(page, email, "Saturdays");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
  await expect(page).toHaveURL(SUMMARY);
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
}

test("the whole path to a confirmed booking and the parent's e-mail", async ({ page }) => {
  const email = uniqueEmail("productivity-paid");
  await fillRegistration(page, email);
  await expect(page.getByText("€270").first()).toBeVisible();
  await expect(page.getByText("Save €50 versus individual sessions")).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();

  await expect(page).toHaveURL(SUMMARY);
  await expect(page.getByTestId("selected-date")).toHaveText(/Wednesdays, 4-week run, 6-7 PM EST/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Léo Dupont")).toBeVisible();
  // A refresh keeps the data (session storage).
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByTestId("selected-date")).toHaveText(/Wednesdays/);

  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expect(page.getByRole("heading", { name: "Pay €270" })).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay €270" }).click();

  await expect(page).toHaveURL(/\/productivity-workshop\/success\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await expect(page.getByText("Confirmation email sent")).toBeVisible();
  await expect(page.getByText("Email envoyé")).toBeVisible();
  const reference = (await page.getByText(/^TW-\d{6}$/).textContent())!;

  const [booking] = await e2eQuery<{ status: string; amount_paid: number; group_id: string }>(
    "select status, amount_paid, group_id from bookings where parent_email = $1",
    [email],
  );
  expect(booking).toEqual({ status: "confirmed", amount_paid: 27000, group_id: "option2" });

  const mail = await waitForEmail(e2eMailDir, email, (message) => message.subject.includes(reference));
  expect(mail.subject).toBe(`Booking confirmed: Productivity Mastery (${reference})`);
  expect(mail.text).toContain("Wednesdays, 4-week run, 6-7 PM EST");
  expect(mail.text).toContain("€270");
  expect(mail.text).toContain("24 hours before the first session");
  expect(mail.html).toContain(reference);

  // Reloading the success page confirms nothing twice.
  await page.reload();
  await expect(page.getByText(reference)).toBeVisible();
  const rows = await e2eQuery("select id from bookings where parent_email = $1", [email]);
  expect(rows).toHaveLength(1);
});

test("a declined card is refused on the checkout page and books nothing", async ({ page }) => {
  const email = uniqueEmail("productivity-declined");
  await toCheckoutPage(page, email);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay €270" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  expect(await e2eQuery("select id from bookings where parent_email = $1", [email])).toHaveLength(0);
});

test("Cancel returns to the French cancelled page and releases the hold", async ({ page }) => {
  const email = uniqueEmail("productivity-cancel");
  await toCheckoutPage(page, email);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/productivity-workshop\/cancelled/);
  await expect(page.getByRole("heading", { name: "Paiement annulé" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Réessayer l'inscription" })).toHaveAttribute("href", SALES);
  await expect(page.getByRole("link", { name: "Voir tous les ateliers" })).toHaveAttribute(
    "href",
    "/workshops",
  );
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  const [hold] = await e2eQuery<{ status: string }>(
    "select status from seat_holds where customer_email = $1",
    [email],
  );
  expect(hold?.status).toBe("cancelled");
});

test("each validation alert, and the inputs' types", async ({ page }) => {
  await page.goto(SALES);
  await expect(page.getByLabel("Parent Email")).toHaveAttribute("type", "email");
  const age = page.getByLabel("Teen Age");
  await expect(age).toHaveAttribute("type", "number");
  await expect(age).toHaveAttribute("min", "12");
  await expect(age).toHaveAttribute("max", "16");
  await expect(age).toHaveAttribute("placeholder", "Age (12-16)");

  // The browser alerts, read as they open; the same message stays on the page.
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const proceed = page.getByRole("button", { name: "Proceed to Order Summary" });
  await page.getByLabel("Parent Name").fill("Marie");
  await proceed.click();
  await expect(page.getByRole("alert")).toHaveText("Please select a schedule option");
  expect(dialogs).toEqual(["Please select a schedule option"]);

  await page.getByRole("radio", { name: /Mondays/ }).check();
  for (const missing of ["Parent Name", "Parent Email", "Teen Name", "Teen Age"]) {
    await page.getByLabel("Parent Name").fill("Marie");
    await page.getByLabel("Parent Email").fill("marie@example.com");
    await page.getByLabel("Teen Name").fill("Léo");
    await page.getByLabel("Teen Age").fill("14");
    await page.getByLabel(missing).fill("");
    await proceed.click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
    await expect(page).toHaveURL(SALES);
    expect(dialogs.at(-1)).toBe("Please fill in all required fields");
  }
  expect(dialogs).toHaveLength(5);
});

test.describe("when the server answers 502 (the browser logs it)", () => {
  test.use({ allowConsoleErrors: [/status of 502/] });

  test("a checkout the server cannot create, or one without a url, gives its alert and stays on the summary", async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    const answers = [
      { status: 502, body: { error: "provider down" } },
      { status: 200, body: {} },
    ];
    await page.route("**/api/checkout/productivity", (route) => {
      const answer = answers.shift()!;
      return route.fulfill({ status: answer.status, json: answer.body });
    });
    await fillRegistration(page, uniqueEmail("productivity-failure"), "Wednesdays");
    await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
    await expect(page).toHaveURL(SUMMARY);
    for (let attempt = 1; attempt <= 2; attempt++) {
      await acceptCheckoutTerms(page);
      await page.getByRole("button", { name: /Proceed to Payment/ }).click();
      await expect(page.getByRole("alert")).toHaveText("Error creating payment session. Please try again.");
      await expect.poll(() => dialogs.length).toBe(attempt);
    }
    expect(dialogs).toEqual([
      "Error creating payment session. Please try again.",
      "Error creating payment session. Please try again.",
    ]);
    await expect(page).toHaveURL(SUMMARY);
  });
});

test("the summary redirects without data; Modify, its Cancel, and back to the form keep everything", async ({
  page,
}) => {
  await page.goto(SUMMARY);
  await expect(page).toHaveURL(SALES);

  const email = uniqueEmail("productivity-summary");
  await fillRegistration(page, email, "Mondays");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
  await expect(page.getByTestId("selected-date")).toHaveText(/Mondays/);

  await page.getByRole("button", { name: "Modify" }).click();
  await page.getByRole("radio", { name: /Saturdays/ }).check();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("selected-date")).toHaveText(/Mondays/);

  await page.getByRole("button", { name: "Modify" }).click();
  await page.getByRole("radio", { name: /Wednesdays/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("selected-date")).toHaveText(/Wednesdays, 4-week run, 6-7 PM EST/);

  await page.getByRole("button", { name: "Back to the form" }).click();
  await expect(page).toHaveURL(SALES);
  await expect(page.getByLabel("Parent Name")).toHaveValue("Marie Dupont");
  await expect(page.getByLabel("Parent Email")).toHaveValue(email);
  await expect(page.getByLabel("Teen Name")).toHaveValue("Léo Dupont");
  await expect(page.getByLabel("Teen Age")).toHaveValue("14");
  await expect(page.getByLabel("Additional Information (optional)")).toHaveValue("Loves drawing");
  await expect(page.getByRole("radio", { name: /Wednesdays/ })).toBeChecked();
});

test("the success page without session_id redirects; an unknown one says 'Payment not found'", async ({
  page,
}) => {
  await page.goto("/productivity-workshop/success");
  await expect(page).toHaveURL(SALES);
  await page.goto("/productivity-workshop/success?session_id=cs_test_doesnotexist0000");
  await expect(page.getByRole("heading", { name: "Payment not found" })).toBeVisible();
});

test("an amount altered in the browser's request is ignored: the charge is the database price", async ({
  page,
}) => {
  await page.route("**/api/checkout/productivity", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
    await route.continue({
      postData: JSON.stringify({
        ...body,
        amount: 100,
        price: 100,
        workshopDetails: { ...(body.workshopDetails as object), price: 100 },
      }),
    });
  });
  const email = uniqueEmail("productivity-tamper");
  await toCheckoutPage(page, email);
  await expect(page.getByRole("heading", { name: "Pay €270" })).toBeVisible();
  const [hold] = await e2eQuery<{ amount_total: number }>(
    "select amount_total from seat_holds where customer_email = $1",
    [email],
  );
  expect(hold?.amount_total).toBe(27000);
});

async function paidSuccessPage(page: Page, email: string) {
  await toCheckoutPage(page, email);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay €270" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
}

/**
 * Fails if the toast shows up within a few seconds. Nothing marks "no toast was raised", so this
 * waits for it the way the first visit's toast is awaited, and expects the wait to time out.
 */
async function expectNoToast(page: Page, text: string) {
  const shown = await page
    .getByText(text)
    .waitFor({ state: "visible", timeout: 4000 })
    .then(
      () => true,
      () => false,
    );
  expect(shown, `the toast '${text}' showed again`).toBe(false);
}

test("the success page offers the order's invoice as its receipt, as the e-mail does", async ({
  page,
  request,
}) => {
  test.slow(); // a whole payment first
  const email = uniqueEmail("productivity-receipt");
  await paidSuccessPage(page, email);
  const [booking] = await e2eQuery<{ receipt_token: string; invoice_token: string }>(
    `select b.receipt_token, i.token as invoice_token from bookings b
     join invoices i on i.booking_id = b.id and i.kind = 'invoice' where b.parent_email = $1`,
    [email],
  );
  const receipt = page.getByRole("link", { name: "Download Receipt" });
  await expect(receipt).toHaveAttribute("href", `/invoices/${booking!.invoice_token}`);
  const pdf = await request.get((await receipt.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  const mail = await waitForEmail(e2eMailDir, email, (message) =>
    message.subject.startsWith("Booking confirmed"),
  );
  // The e-mail's receipt is the invoice's own link, which opens only its PDF.
  expect(mail.text).toMatch(/\/invoices\/[0-9a-f]{64}/);
  expect(mail.text).not.toContain(`/receipts/${booking!.receipt_token}`);
});

test("the success page shows 'Email envoyé' on the first visit only, not on a reload", async ({ page }) => {
  test.slow(); // a whole payment first
  await paidSuccessPage(page, uniqueEmail("productivity-toast-once"));
  await expect(page.getByText("Email envoyé")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Confirmation email sent")).toBeVisible();
  await expectNoToast(page, "Email envoyé");
});

test("when the confirmation e-mail could not be sent the success page says so in English, besides the French toast", async ({
  page,
  context,
}) => {
  test.slow(); // a whole payment first
  const email = uniqueEmail("productivity-mail-failed");
  await paidSuccessPage(page, email);
  const confirmation = `dedupe_key = (select 'booking-confirmation:' || id from seat_holds where customer_email = $1)`;
  // The worker may still be writing or sending it: once it is sent, nothing else touches the row.
  await expect
    .poll(
      async () =>
        (await e2eQuery(`select status from email_outbox where ${confirmation}`, [email]))[0]?.status,
    )
    .toBe("sent");
  await e2eQuery(`update email_outbox set status = 'failed', attempts = 5 where ${confirmation}`, [email]);
  // A new tab: the French toast for this outcome has not been shown there yet.
  const fresh = await context.newPage();
  await fresh.goto(page.url());
  await expect(fresh.getByText("We could not send your confirmation e-mail.")).toBeVisible();
  await expect(fresh.getByText("Confirmation email sent")).toHaveCount(0);
  await expect(fresh.getByText("Avertissement")).toBeVisible();
  await expect(
    fresh.getByText("Le paiement a été effectué mais l'email de confirmation n'a pas pu être envoyé."),
  ).toBeVisible();
  await fresh.reload();
  await expect(fresh.getByText("We could not send your confirmation e-mail.")).toBeVisible();
  await expectNoToast(fresh, "Avertissement");
});

test("brothers and sisters on one registration: one line each on the summary, one payment for both, both named on the success page", async ({
  page,
}) => {
  test.slow(); // a whole payment first
  const email = uniqueEmail("productivity-siblings");
  await addPlaceToProductivityGroup(GROUPS.Saturdays);
  await addPlaceToProductivityGroup(GROUPS.Saturdays);
  await fillRegistration(page, email, "Saturdays");
  await page.getByRole("button", { name: "Add another teen" }).click();
  await expect(page.getByRole("group", { name: "Teen 2" })).toBeVisible();
  await page.getByLabel("Teen 2: Teen Name").fill("Zoé Dupont");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
  // The added teen's age is as required as the first's.
  await expect(
    page.getByRole("alert").filter({ hasText: "Please fill in all required fields" }),
  ).toBeVisible();
  await page.getByLabel("Teen 2: Teen Age").fill("12");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();

  await expect(page).toHaveURL(SUMMARY);
  await expect(page.getByText("One place for Léo Dupont")).toBeVisible();
  await expect(page.getByText("One place for Zoé Dupont")).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to Payment: €540" })).toBeVisible();
  await expect(page.getByText("Your teens' places are held for 30 minutes while you pay.")).toBeVisible();
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay €540" }).click();

  await expect(page).toHaveURL(/\/productivity-workshop\/success\?session_id=cs_test_/);
  await expect(page.getByText("The places of Léo Dupont and Zoé Dupont are confirmed.")).toBeVisible();
  const rows = await e2eQuery<{ teen_first_name: string; amount_paid: number }>(
    "select teen_first_name, amount_paid from bookings where parent_email = $1 order by order_seat",
    [email],
  );
  expect(rows).toEqual([
    { teen_first_name: "Léo", amount_paid: 27000 },
    { teen_first_name: "Zoé", amount_paid: 27000 },
  ]);
  const mail = await waitForEmail(e2eMailDir, email, (message) =>
    message.subject.includes("Booking confirmed"),
  );
  expect(mail.text).toContain("Léo Dupont");
  expect(mail.text).toContain("Zoé Dupont");
});
