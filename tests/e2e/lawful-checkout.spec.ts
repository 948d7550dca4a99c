import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { fillBookingForm } from "#tests/e2e/support/book-and-pay.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

// docs/product/legal.md#terms-of-sale and docs/product/after-sale-and-refunds.md#withdrawal.
test("nothing is paid without the terms; a group starting in 30 hours asks for the express request and says what a withdrawal returns", async ({
  page,
  createWorkshop,
}, testInfo) => {
  test.setTimeout(120_000);
  const workshop = await createWorkshop({
    maxSeats: 6,
    groups: [{ dateRange: "", timeText: "", capacity: 6 }],
  });
  const groupId = `${workshop.id}-option1`;
  // Its first session 30 hours from now, on the hour, in UTC.
  const start = new Date(Math.ceil((Date.now() + 30 * 60 * 60 * 1000) / 3_600_000) * 3_600_000);
  await e2eQuery(
    `update workshop_groups set time_zone = 'UTC', weekday = $2, start_time = $3, first_session_date = $4
     where id = $1`,
    [
      groupId,
      start.getUTCDay() === 0 ? 7 : start.getUTCDay(),
      `${String(start.getUTCHours()).padStart(2, "0")}:00`,
      start.toISOString().slice(0, 10),
    ],
  );
  const email = uniqueEmail("lawful-checkout");
  await page.goto(`/booking/${workshop.id}`);
  await page.getByRole("radio").first().check();
  await fillBookingForm(page, { email });
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/payment$`));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");

  // Said before payment: the group starts soon, and the withdrawal right stays.
  await expect(page.getByText(/This group starts in less than 48 hours/)).toContainText(
    "before the first session you get everything back",
  );
  const terms = page.getByLabel("I have read and accept the terms of sale");
  const express = page.getByLabel(
    "I ask for the workshop to start before the end of my 14-day withdrawal period, and I understand that if I withdraw I will pay for the sessions already held.",
  );
  await expect(page.getByRole("link", { name: "terms of sale", exact: true })).toHaveAttribute(
    "href",
    "/terms",
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`checkout-consent-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  const pay = page.getByRole("button", { name: /^Pay €/ });
  await pay.click();
  await expect(page.getByText("Please read and accept the terms of sale before paying.")).toBeVisible();
  await terms.check();
  await pay.click();
  await expect(page.getByText(/tick the box asking for it to start before that period ends/)).toBeVisible();
  expect(await e2eQuery("select count(*)::int as n from seat_holds where group_id = $1", [groupId])).toEqual([
    { n: 0 },
  ]);

  await express.check();
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshop.id}/confirmation$`), { timeout: 45_000 });
  const [booking] = await e2eQuery<{ terms_version: string; express: boolean; token: string }>(
    `select terms_version, express_request_at is not null as express, receipt_token as token
     from bookings where group_id = $1`,
    [groupId],
  );
  expect(booking).toMatchObject({ terms_version: "2026-11-27", express: true });

  // Inside the 48 hours, the booking page still offers the withdrawal, in full before the start.
  await page.goto(`/bookings/${booking!.token}`);
  const section = page.getByRole("region", { name: "Cancel or get a refund" });
  await expect(section.getByTestId("refund-amount")).toHaveText("You will get €147 back.");
  await expect(section.getByTestId("refund-why")).toContainText(
    "You are within your 14-day withdrawal period",
  );
  await expect(section.getByText("Withdraw from my booking", { exact: true })).toBeVisible();
});
