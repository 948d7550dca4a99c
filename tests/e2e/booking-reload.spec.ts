import { type Page } from "@playwright/test";
import { uniqueEmail } from "#tests/e2e/support/database.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { fillBookingForm } from "#tests/e2e/support/book-and-pay.ts";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";

/** What the payment page shows of the order: the summary beside the card form. */
const orderSummary = (page: Page) => page.getByRole("complementary", { name: "Order summary" });

test("the payment and confirmation pages load from the server: a reload and a second tab show the same order", async ({
  page,
  context,
  workshop,
  discountCode,
}) => {
  const email = uniqueEmail("reload");
  await page.goto(`/booking/${workshop.id}`);
  await fillBookingForm(page, { email, teenFirstName: "Louis", teenLastName: "Girard" });
  await page.getByRole("button", { name: "Add another teen" }).click();
  await page.getByLabel("Teen 2: Teen's first name").fill("Anna");
  await page.getByLabel("Teen 2: Teen's last name").fill("Girard");
  await page.getByLabel("Teen 2: Teen's age").fill("11");
  await page.getByLabel("Discount code").fill(discountCode.code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Code ${discountCode.code} applied`)).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));

  // Two teens at €147 less 20%: the server's total, from the first paint. Read once the page has
  // rendered it whole (a client-side navigation shows the summary's last line a moment later).
  await expect(orderSummary(page)).toContainText("Booking for");
  const summary = await orderSummary(page).innerText();
  expect(summary).toContain("Louis Girard");
  expect(summary).toContain("Anna Girard");
  await expect(page.getByTestId("order-total")).toHaveText("€235.20");

  // The browser forgets everything it kept: the page still loads from the server's record.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));
  expect(await orderSummary(page).innerText()).toBe(summary);
  await expect(page.getByLabel("Card number")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 900 });
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "test-results/booking-reload/payment-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/booking-reload/payment-1280.png", fullPage: true });

  // A second tab opened on the same address shows the same order.
  const second = await context.newPage();
  await second.goto(`/booking/${workshop.id}/payment`);
  expect(await orderSummary(second).innerText()).toBe(summary);
  await expect(second.getByTestId("order-total")).toHaveText("€235.20");

  // Paid in the first tab.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`), { timeout: 45_000 });
  const reference = (await page.getByTestId("booking-reference").textContent())!;
  expect(reference).toMatch(/^TW-\d{6}$/);
  await expect(page.getByTestId("booking-participants")).toContainText("Louis Girard, 13");
  await expect(page.getByTestId("booking-participants")).toContainText("Anna Girard, 11");
  const confirmation = await page.getByRole("main").innerText();

  // The confirmation survives a reload, and opens in a second tab.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`));
  expect(await page.getByRole("main").innerText()).toBe(confirmation);
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "test-results/booking-reload/confirmation-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/booking-reload/confirmation-1280.png", fullPage: true });
  const third = await context.newPage();
  await third.goto(`/booking/${workshop.id}/confirmation`);
  expect(await third.getByRole("main").innerText()).toBe(confirmation);

  // The tab left on the payment page cannot pay the same order twice: a reload leads to its confirmation.
  await second.reload();
  await expect(second).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`));
  await expect(second.getByTestId("booking-reference")).toHaveText(reference);
});

test("another browser, without the family's cookie, is sent away from both pages", async ({
  browser,
  page,
  workshop,
}) => {
  await page.goto(`/booking/${workshop.id}`);
  await fillBookingForm(page, { email: uniqueEmail("reload-other") });
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(`/booking/${workshop.id}/payment`);
  await expect(stranger).toHaveURL(new RegExp(`/booking/${workshop.id}$`));
  await stranger.goto(`/booking/${workshop.id}/confirmation`);
  await expect(stranger).toHaveURL(/\/workshops$/);
  await other.close();
});
