import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { uniqueEmail } from "#tests/e2e/support/database.ts";

declare global {
  interface Window {
    seenAmounts?: string[];
  }
}

test("the payment page never shows an amount other than the discounted total, from its first paint", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/booking/goals");
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  const values = {
    "Teen's first name": "Léa",
    "Teen's last name": "Martin",
    "Teen's age": "13",
    "Parent's first name": "Claire",
    "Parent's last name": "Martin",
    "Parent's email": uniqueEmail("first-paint"),
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Discount code").fill("TEEN20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("order-total")).toHaveText("€117.60");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/booking\/goals\/payment$/);
  await expect(page.getByTestId("order-total")).toHaveText("€117.60");

  // From the very first paint of a fresh load, every total and pay button the page ever shows is
  // recorded: the total is the server's, from the order it recorded, before any script runs.
  await page.addInitScript(() => {
    window.seenAmounts = [];
    const record = () => {
      for (const element of document.querySelectorAll("[data-testid=order-total], button"))
        if (/€/.test(element.textContent ?? "")) window.seenAmounts!.push(element.textContent!.trim());
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener("DOMContentLoaded", record);
  });
  // The page asks nothing more about the code: its total came with the page.
  let discountChecks = 0;
  await page.route("**/api/workshops/goals/discount", async (route) => {
    discountChecks += 1;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole("button", { name: "Pay €117.60" })).toBeEnabled();
  expect(discountChecks).toBe(0);
  const seen = await page.evaluate(() => window.seenAmounts ?? []);
  expect(seen.length).toBeGreaterThan(0);
  expect([...new Set(seen)].sort()).toEqual(["Pay €117.60", "€117.60"].sort());
});

test("the payment page's server HTML is the order's: the discounted total, the teen, no other amount", async ({
  page,
  request,
}) => {
  await page.goto("/booking/goals");
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  const values = {
    "Teen's first name": "Léa",
    "Teen's last name": "Martin",
    "Teen's age": "13",
    "Parent's first name": "Claire",
    "Parent's last name": "Martin",
    "Parent's email": uniqueEmail("first-paint-html"),
    "Discount code": "TEEN20",
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/booking\/goals\/payment$/);

  // The same browser's cookie: the server renders the order itself.
  const response = await page.request.get("/booking/goals/payment");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const body = html.slice(html.indexOf("<body"), html.indexOf("<script"));
  expect(body).toContain("Pay €117.60");
  expect(body).toMatch(/data-testid="order-total">€117.60</);
  expect(body).toContain("Léa Martin");
  // Without it (another browser), there is no order to show: back to the form.
  const stranger = await request.get("/booking/goals/payment", { maxRedirects: 0 });
  expect(stranger.status()).toBe(302);
  expect(stranger.headers()["location"]).toBe("/booking/goals");
});
