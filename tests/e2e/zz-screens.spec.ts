import { linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import { uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eBaseUrl, e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";

test("screens", async ({ page, createWorkshop }) => {
  test.setTimeout(120_000);
  const workshop = await createWorkshop({
    scheduleOptions: [
      { dateRange: "Tuesdays, 3 weeks", timeText: "5-6 PM", capacity: 6 },
      { dateRange: "Thursdays, 3 weeks", timeText: "5-6 PM", capacity: 6, bookedSeats: 5 },
    ],
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/workshops/${workshop.id}/waitlist?teens=2`);
    await expect(page.getByLabel("Number of teens")).toHaveValue("2");
    await page.screenshot({ path: `/tmp/sw-waitlist-${width}.png`, fullPage: true });
    await page.goto(`/fr/workshops/${workshop.id}/waitlist`);
    await page.screenshot({ path: `/tmp/sw-waitlist-fr-${width}.png`, fullPage: true });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBeLessThanOrEqual(0);
  }
  const email = uniqueEmail("screens");
  await page.setViewportSize({ width: 1280, height: 900 });
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
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: "Pay €294" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`), { timeout: 20_000 });
  const mail = await waitForEmail(e2eMailDir, email);
  const path = new URL(linkIn(mail, `${e2eBaseUrl}/bookings/`)).pathname;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const all = page.getByRole("region", { name: "All teens of this order" });
    await all.getByText("Withdraw all teens of this order", { exact: true }).click();
    await all.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/sw-booking-${width}.png`, fullPage: true });
    await all.screenshot({ path: `/tmp/sw-order-${width}.png` });
    await page.getByRole("region", { name: "Booked in the same payment" }).screenshot({ path: `/tmp/sw-same-${width}.png` });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBeLessThanOrEqual(0);
  }

  await page.goto("/bookings");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  const signIn = await waitForEmail(e2eMailDir, email, (mail) => /bookings\/family\//.test(mail.text));
  const link = /(\S+\/bookings\/family\/[0-9a-f]{64})/.exec(signIn.text)?.[1];
  await page.goto(link!);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await page.screenshot({ path: `/tmp/sw-family-${width}.png`, fullPage: true });
  }
});
