import { addPlaceToProductivityRun, e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { waitForEmail } from "#tests/helpers/mailbox.ts";

test("a paid booking's confirmation carries the group's calendar file, and the success page offers the same file", async ({
  page,
}) => {
  const email = uniqueEmail("group-calendar");
  await addPlaceToProductivityRun("option2");
  await page.goto("/productivity-workshop");
  await page.getByRole("radio", { name: /Wednesdays/ }).check();
  await page.getByLabel("Parent Name").fill("Marie Dupont");
  await page.getByLabel("Parent Email").fill(email);
  await page.getByLabel("Teen Name").fill("Léo Dupont");
  await page.getByLabel("Teen Age").fill("14");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay €270" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  const reference = (await page.getByText(/^TW-\d{6}$/).textContent())!;

  const mail = await waitForEmail(e2eMailDir, email, (message) => message.subject.includes(reference));
  expect(mail.attachments).toHaveLength(1);
  const [ics] = mail.attachments;
  expect(ics!.filename).toBe("workshop-sessions.ics");
  expect(ics!.contentType).toBe("text/calendar");
  expect(ics!.content).toContain("UID:group-option2@");
  expect(ics!.content).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T180000/);
  expect(ics!.content).toContain("RRULE:FREQ=WEEKLY;COUNT=");

  // The same file from the page, behind the booking's secret.
  const [{ receipt_token: token }] = await e2eQuery<{ receipt_token: string }>(
    "select receipt_token from bookings where reference = $1",
    [reference],
  );
  const button = page.getByRole("link", { name: "Add to Calendar" });
  await expect(button).toHaveAttribute("href", `/bookings/${token}/calendar.ics`);
  const download = page.waitForEvent("download");
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("workshop-sessions.ics");
  const answer = await page.request.get(`/bookings/${token}/calendar.ics`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/calendar");
  expect(await answer.text()).toContain("UID:group-option2@");
  expect((await page.request.get(`/bookings/${"0".repeat(64)}/calendar.ics`)).status()).toBe(404);
});
