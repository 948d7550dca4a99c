import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { waitForEmail } from "#tests/helpers/mailbox.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { refundPolicySummary } from "#shared/refund-policy.ts";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";

async function fillForm(page: Page, email: string, overrides: Record<string, string> = {}) {
  // The button is enabled once the page is hydrated: typing earlier could be lost.
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  const values = {
    "Teen's first name": "Léa",
    "Teen's last name": "Martin",
    "Teen's age": "13",
    "Parent's first name": "Claire",
    "Parent's last name": "Martin",
    "Parent's email": email,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /^Pay €/ }).click();
}

test("book a workshop with a 20% code and a paid test card: reference, receipt PDF and the parent's e-mail", async ({
  page,
  workshop,
  discountCode,
}) => {
  // A €147 workshop and a 20% code of this test's own (booking one counts its seat and the code's use).
  const { code } = discountCode;
  const email = uniqueEmail("booking");
  await page.goto(`/booking/${workshop.id}`);
  await expect(page.getByRole("heading", { level: 1, name: workshop.title })).toBeVisible();

  // Inline validation: empty fields, an age outside the workshop's range, a bad address.
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Please enter your teen's first name")).toBeVisible();
  await expect(page.getByLabel("Teen's first name")).toBeFocused();
  await fillForm(page, "not-an-email", { "Teen's age": "17" });
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Your teen's age must be between 10 and 16")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Teen's age").fill("13");
  await expect(page.getByText("Your teen's age must be between 10 and 16")).toBeHidden();
  await page.getByLabel("Parent's email").fill(email);

  // An unknown code is refused with its reason; the 20% code takes 20% off €147, whatever its case.
  await page.getByLabel("Discount code").fill("NOPE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This discount code is not valid.")).toBeVisible();
  await page.getByLabel("Discount code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Code ${code} applied: €29.40 off. New total €117.60.`)).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("€117.60");
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));
  await expect(page.getByTestId("order-total")).toHaveText("€117.60");
  await expect(page.getByText(refundPolicySummary("en"))).toBeVisible();
  await expect(page.locator("body")).not.toContainText("$");
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("paymentData") ?? "{}"));
  expect(stored).toMatchObject({
    workshopId: workshop.id,
    formData: { parentEmail: email, discountCode: code },
  });

  // A refresh keeps the data.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));
  await expect(page.getByTestId("order-total")).toHaveText("€117.60");

  await page.route("**/api/create-payment-intent", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByRole("button", { name: "Processing Payment..." })).toBeDisabled();

  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`), { timeout: 20_000 });
  const reference = page.getByTestId("booking-reference");
  await expect(reference).toHaveText(/^TW-\d{6}$/);
  const referenceText = (await reference.textContent())!;
  const [booking] = await e2eQuery<{
    reference: string;
    amount_paid: number;
    discount_amount: number;
    discount_code: string;
    status: string;
  }>(
    "select reference, amount_paid, discount_amount, discount_code, status from bookings where parent_email = $1",
    [email],
  );
  expect(booking).toEqual({
    reference: referenceText,
    amount_paid: 11760,
    discount_amount: 2940,
    discount_code: code,
    status: "confirmed",
  });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Receipt" }).click(),
  ]);
  // The order's invoice, as the confirmation e-mail links it: the receipt of the whole payment.
  expect(download.suggestedFilename()).toMatch(/^F\d{4}-\d{6}\.pdf$/);
  const receipt = pdfText(await readFile((await download.path())!));
  expect(receipt).toContain(referenceText);
  expect(receipt).toContain("€117.60");

  const mail = await waitForEmail(e2eMailDir, email);
  expect(mail.text).toContain(referenceText);
});

test("a declined card gives the 'Payment Error' toast and no booking", async ({ page }) => {
  const email = uniqueEmail("booking-declined");
  await page.goto("/booking/confidence");
  await fillForm(page, email);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/booking\/confidence\/payment$/);
  await payWith(page, "4000 0000 0000 0002");
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast.getByText("Payment Error", { exact: true })).toBeVisible();
  await expect(toast.getByText("Your card was declined.")).toBeVisible();
  // Never twice on the screen at once: once the toast has gone, the refusal stays beside the card
  // form until the next try.
  await expect(page.getByTestId("payment-error")).toHaveCount(0);
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId("payment-error")).toHaveText(/Payment Error\s*Your card was declined\./);
  await expect(page).toHaveURL(/\/booking\/confidence\/payment$/);
  await expect(page.getByRole("button", { name: /^Pay €297$/ })).toBeEnabled();
  expect(await e2eQuery("select id from bookings where parent_email = $1", [email])).toEqual([]);

  // Back to the form: what the parent typed is still there.
  await page.getByRole("link", { name: "Back to the booking form" }).click();
  await expect(page.getByLabel("Teen's first name")).toHaveValue("Léa");
  await expect(page.getByLabel("Parent's email")).toHaveValue(email);
});

test.describe("when the request is aborted (the browser logs it)", () => {
  test.use({ allowConsoleErrors: [/net::ERR_FAILED/] });

  test("a failed payment-intent request gives the fallback toast", async ({ page }) => {
    await page.goto("/booking/habits");
    await fillForm(page, uniqueEmail("booking-fail"));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.route("**/api/create-payment-intent", (route) => route.abort());
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByText("Payment Error", { exact: true })).toBeVisible();
    await expect(page.getByText("An error occurred during payment processing.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay €/ })).toBeEnabled();
  });
});

test("an answer without a client secret gives the fallback toast and no navigation", async ({ page }) => {
  await page.goto("/booking/goals");
  await fillForm(page, uniqueEmail("booking-nosecret"));
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.route("**/api/create-payment-intent", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ payment_intent_id: "pi_x" }),
    }),
  );
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByText("Payment Error", { exact: true })).toBeVisible();
  await expect(page.getByText("An error occurred during payment processing.")).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/goals\/payment$/);
});

test.describe("when the library's request is aborted (the browser logs it)", () => {
  test.use({ allowConsoleErrors: [/net::ERR_FAILED/] });

  test("a payment library that does not load gives the 'Payment Error' toast", async ({ page }) => {
    await page.route(/\/assets\/test-card-library-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/booking/goals");
    await fillForm(page, uniqueEmail("booking-nolib"));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Payment Error", { exact: true })).toBeVisible();
    await expect(page.getByText("An error occurred during payment processing.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay €/ })).toBeDisabled();
  });
});

test("the payment library is fetched only by the payment page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(test-card-library|test-card-fields|stripe-library)-/.test(request.url()))
      fetched.push(new URL(request.url()).pathname);
  });
  for (const path of ["/", "/workshops", "/booking/goals"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(fetched).toEqual([]);
  await fillForm(page, uniqueEmail("booking-lazy"));
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByLabel("Card number")).toBeVisible();
  expect(fetched.some((path) => path.includes("test-card-library"))).toBe(true);
  expect(fetched.some((path) => path.includes("stripe-library"))).toBe(false);
});

test("direct visits to the payment and confirmation pages redirect", async ({ page }) => {
  await page.goto("/booking/goals/payment");
  await expect(page).toHaveURL(/\/booking\/goals$/);
  await page.goto("/booking/goals/confirmation");
  await expect(page).toHaveURL(/\/workshops$/);
});

test.describe("with a page that is not found (the browser logs its 404)", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown or inactive workshop is not found with a way back; a full one offers its waiting list", async ({
    page,
    createWorkshop,
  }) => {
    const inactive = await createWorkshop({ isActive: false });
    for (const id of ["no-such-workshop", inactive.id]) {
      const response = await page.goto(`/booking/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await page.getByRole("link", { name: "Back to all workshops" }).click();
      await expect(page).toHaveURL(/\/workshops$/);
    }

    const full = await createWorkshop({ maxSeats: 4, bookedSeats: 4 });
    await page.goto(`/booking/${full.id}`);
    await expect(page.getByRole("heading", { name: "This workshop is currently full" })).toBeVisible();
    await page.getByRole("link", { name: "Join the Waiting List" }).click();
    await expect(page).toHaveURL(new RegExp(`/workshops/${full.id}/waitlist$`));
  });
});

test("axe-core finds no violations on the booking form (with errors) and the payment page", async ({
  page,
}) => {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const check = async () => {
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  };
  await page.goto("/booking/emotional-intelligence");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await check();
  await fillForm(page, uniqueEmail("booking-axe"));
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByLabel("Card number")).toBeVisible();
  await check();
});

test("a code covering the whole price confirms the booking without a card", async ({
  page,
  createWorkshop,
  createDiscountCode,
}) => {
  const workshop = await createWorkshop({ price: 24700 });
  const { code } = await createDiscountCode({ discountValue: 100 });
  const email = uniqueEmail("booking-gift");
  await page.goto(`/booking/${workshop.id}`);
  await fillForm(page, email, { "Discount code": code });
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));
  await expect(page.getByTestId("order-total")).toHaveText("€0");
  await expect(page.getByRole("heading", { name: "No payment needed" })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: "Confirm Booking" }).click();

  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`), { timeout: 20_000 });
  const referenceText = (await page.getByTestId("booking-reference").textContent())!;
  expect(referenceText).toMatch(/^TW-\d{6}$/);
  expect(
    await e2eQuery(
      "select reference, amount_paid, discount_amount, discount_code, status from bookings where parent_email = $1",
      [email],
    ),
  ).toEqual([
    {
      reference: referenceText,
      amount_paid: 0,
      discount_amount: 24700,
      discount_code: code,
      status: "confirmed",
    },
  ]);
  const mail = await waitForEmail(e2eMailDir, email);
  expect(mail.text).toContain(referenceText);
});

test("a discount that leaves less than a card's €0.50 says how to book instead of asking for a card", async ({
  page,
  createDiscountCode,
}) => {
  // €247 less €246.70 leaves €0.30.
  const { code } = await createDiscountCode({ discountType: "fixed", discountValue: 24670 });
  const email = uniqueEmail("booking-cents");
  await page.goto("/booking/social-skills");
  await fillForm(page, email, { "Discount code": code });
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/booking\/social-skills\/payment$/);
  await expect(
    page.getByText(
      "Card payments start at €0.50, so this booking cannot be paid online. Please write to contact@academy.test and we will confirm it for you.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay €/ })).toHaveCount(0);
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  expect(await e2eQuery("select id from seat_holds where customer_email = $1", [email])).toEqual([]);
});

test("the discount field's placeholder is a neutral example, not a real code", async ({ page }) => {
  await page.goto("/booking/goals");
  await expect(page.getByLabel("Discount code")).toHaveAttribute("placeholder", "Enter your code");
  await expect(page.locator("body")).not.toContainText("TEEN20");
});

test("on a phone the total to pay shows above 'Continue to Payment', and follows an applied code", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/booking/goals");
  const button = page.getByRole("button", { name: "Continue to Payment" });
  await expect(button).toBeEnabled();
  const total = page.getByText("Total to pay");
  await expect(total).toBeVisible();
  await expect(total.locator("..")).toContainText("€147");
  const totalBox = (await total.boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(buttonBox.y);
  await page.getByLabel("Discount code").fill("TEEN20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(total.locator("..")).toContainText("€117.60");
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test("the booking form stores the 'how did you hear about us?' answer as a code", async ({ page }) => {
  const select = async () => {
    await page.goto("/booking/goals");
    return page.getByLabel("How did you hear about us?");
  };
  const answer = await select();
  await expect(answer.locator("option")).toHaveText([
    "Choose an answer (optional)",
    "Search engine",
    "Social media",
    "Friend or family",
    "School or teacher",
    "Newsletter",
    "Other",
  ]);
  await answer.selectOption({ label: "Search engine" });
  await expect(answer).toHaveValue("search_engine");
});
