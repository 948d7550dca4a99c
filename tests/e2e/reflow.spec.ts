import { type Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { addPlaceToProductivityGroup, uniqueEmail } from "#tests/e2e/support/database.ts";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";

// WCAG 1.4.10 (reflow): no public page scrolls sideways on a phone, down to 320 CSS pixels.
const phoneWidths = [320, 360, 375, 390];

/** The document is no wider than the viewport at each phone width. */
async function expectFits(page: Page, label: string) {
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: 800 });
    // Reading scrollWidth lays the page out at the new width first.
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, `${label} at ${width} px is ${widths.scroll} px wide`).toBeLessThanOrEqual(
      widths.client,
    );
  }
}

/**
 * No sideways scroll at any phone width, as loaded and then with every part below the fold shown: the
 * browser lays those (`below-the-fold`, content-visibility) out only as they near the viewport, and
 * clips what would overflow in them, so both their stand-in size and their content are checked.
 */
async function expectNoSidewaysScroll(page: Page, label: string) {
  await expectFits(page, label);
  const deferred = await page.evaluate(() => {
    const parts = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    for (const part of parts) part.style.contentVisibility = "visible";
    return parts.length;
  });
  if (deferred > 0) await expectFits(page, `${label} (every part shown)`);
}

const staticPages = [
  "/",
  "/workshops",
  "/workshops/goals/waitlist",
  "/productivity-workshop",
  "/productivity-workshop/cancelled",
  "/booking/goals",
  "/payment-processing",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/no-such-page",
  "/auth",
];

test.describe("every public page", () => {
  // The not-found page and the newsletter links without a token answer 404, as they should.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("no public page scrolls sideways at 320, 360, 375 or 390 px", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of staticPages) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
    }
  });
});

test("the booking, payment and confirmation pages fit a phone, through a real booking", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/booking/goals");
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  const values = {
    "Teen's first name": "Léa",
    "Teen's last name": "Martin",
    "Teen's age": "13",
    "Parent's first name": "Claire",
    "Parent's last name": "Martin",
    "Parent's email": uniqueEmail("reflow-booking"),
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Discount code").fill("TEEN20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("order-total")).toHaveText("€117.60");
  await expectNoSidewaysScroll(page, "booking form with a discount");

  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/booking\/goals\/payment$/);
  await expect(page.getByLabel("Card number")).toBeVisible();
  await expectNoSidewaysScroll(page, "payment page");

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(/\/booking\/goals\/confirmation$/, { timeout: 20_000 });
  await expect(page.getByTestId("booking-reference")).toBeVisible();
  await expectNoSidewaysScroll(page, "confirmation page");
});

test("the productivity summary, its schedule editor, the checkout and the success page fit a phone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 800 });
  await addPlaceToProductivityGroup("option3");
  await page.goto("/productivity-workshop");
  await page.getByRole("radio", { name: /Saturdays/ }).check();
  await page.getByLabel("Parent Name").fill("Marie Dupont");
  await page.getByLabel("Parent Email").fill(uniqueEmail("reflow-productivity"));
  await page.getByLabel("Teen Name").fill("Léo Dupont");
  await page.getByLabel("Teen Age").fill("14");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
  await expect(page).toHaveURL("/productivity-workshop/order-summary");
  await expectNoSidewaysScroll(page, "order summary");

  await page.getByRole("button", { name: "Modify" }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  await expectNoSidewaysScroll(page, "schedule editor");
  await page.getByRole("button", { name: "Cancel" }).click();

  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expectNoSidewaysScroll(page, "test checkout page");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay €270" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await expectNoSidewaysScroll(page, "success page");
});

test("the waiting-list thank-you view fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/workshops/goals/waitlist");
  await page.getByLabel("Email address").fill(uniqueEmail("reflow-waitlist"));
  await page.getByRole("button", { name: "Join the Waiting List" }).click();
  await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();
  await expectNoSidewaysScroll(page, "waiting-list thank-you view");
});
