import { fillBookingForm, payWithTestCard } from "#tests/e2e/support/book-and-pay.ts";
import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { waitForEmail } from "#tests/helpers/mailbox.ts";

test.describe("with the forged link's 404 (the browser logs it)", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("a parent opens the booking page from the confirmation e-mail, downloads the data, switches group; a forged link is a 404", async ({
    page,
    createWorkshop,
  }) => {
    test.setTimeout(120_000);
    const workshop = await createWorkshop({
      maxSeats: 6,
      groups: [
        { dateRange: "first", timeText: "first", capacity: 6 },
        { dateRange: "second", timeText: "second", capacity: 6 },
        { dateRange: "full", timeText: "full", capacity: 4, bookedSeats: 4 },
      ],
    });
    const email = uniqueEmail("booking-page");
    await page.goto(`/booking/${workshop.id}`);
    await page.getByRole("radio").first().check();
    await fillBookingForm(page, { email });
    const reference = await payWithTestCard(page, workshop.id);
    await expect(page.getByRole("link", { name: "Manage your booking" })).toHaveAttribute(
      "href",
      /^\/bookings\/[0-9a-f]{64}$/,
    );
    await expect(page.getByRole("link", { name: "Ask for your booking links again" })).toBeVisible();

    // The link in the confirmation e-mail opens the booking's own page.
    const confirmation = await waitForEmail(e2eMailDir, email, (message) =>
      message.subject.includes(reference),
    );
    const link = /Your booking: (\S+\/bookings\/[0-9a-f]{64})/.exec(confirmation.text)?.[1];
    expect(link).toBeDefined();
    const token = link!.split("/").at(-1)!;
    const opened = await page.goto(new URL(link!).pathname);
    expect(opened!.headers()["cache-control"]).toBe("private, no-store");
    expect(opened!.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: workshop.title })).toBeVisible();
    await expect(page.getByTestId("booking-reference")).toHaveText(reference);
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByTestId("booking-amount-paid")).toHaveText(/^€\d/);
    await expect(page.getByRole("link", { name: "Download receipt (PDF)" })).toHaveAttribute(
      "href",
      `/receipts/${token}`,
    );
    await expect(page.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute(
      "href",
      `/bookings/${token}/calendar.ics`,
    );
    await expect(page.getByRole("heading", { name: "Refund policy" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Download my data: the JSON of everything held about the booking.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`booking-${reference}.json`);
    const exported = JSON.parse(await readFile((await file.path())!, "utf8")) as {
      booking: { reference: string; teenFirstName: string };
    };
    expect(exported.booking).toMatchObject({ reference, teenFirstName: "Inès" });

    // Erasing while the group has not started: refused, with the reason.
    await page.getByRole("link", { name: "Erase my child's details" }).click();
    await expect(page.getByRole("alert")).toContainText("the coaches need your child's name");

    // Switch group: the full group is shown but cannot be chosen.
    const section = page.getByRole("region", { name: "Change group" });
    const choices = section.getByRole("radio");
    await expect(choices).toHaveCount(2);
    await expect(choices.nth(1)).toBeDisabled();
    // The one group that can be chosen comes ticked.
    await expect(choices.first()).toBeChecked();
    await section.getByRole("button", { name: "Move to this group" }).click();
    await expect(page.getByTestId("booking-page-message")).toHaveText(
      "Your booking has moved to the new group. We have e-mailed you the new dates and calendar file.",
    );
    const [moved] = await e2eQuery<{ group_id: string }>(
      "select group_id from bookings where reference = $1",
      [reference],
    );
    expect(moved!.group_id).toBe(`${workshop.id}-option2`);
    const notice = await waitForEmail(e2eMailDir, email, (message) =>
      message.subject.startsWith(`Your group for ${workshop.title}`),
    );
    // The same event as the confirmation's, one sequence higher: the calendar replaces the old series.
    const [switched] = await e2eQuery<{ id: string }>("select id from bookings where reference = $1", [
      reference,
    ]);
    expect(notice.attachments[0]!.content).toContain(`UID:booking-${switched!.id}@`);
    expect(notice.attachments[0]!.content).toContain("SEQUENCE:1");
    expect(notice.text).toContain(`/bookings/${token}`);

    // A forged link and the reference alone open nothing: the site's 404 page.
    const forged = await page.goto(`/bookings/${"0".repeat(64)}`);
    expect(forged!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect((await page.goto(`/bookings/${reference}`))!.status()).toBe(404);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a parent erases a cancelled booking's teen details after confirming, with plain form posts", async ({
    page,
    workshop,
  }) => {
    const reference = `TW-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
    const [booking] = await e2eQuery<{ id: string; receipt_token: string }>(
      `insert into bookings (reference, workshop_id, parent_first_name, parent_email, teen_first_name,
         teen_last_name, teen_age, amount_paid, status, cancelled_at)
       values ($1, $2, 'Claire', $3, 'Léa', 'Martin', 13, 14700, 'cancelled', now()) returning id, receipt_token`,
      [reference, workshop.id, uniqueEmail("erase-no-js")],
    );
    await page.goto(`/bookings/${booking!.receipt_token}`);
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Change group" })).toHaveCount(0);
    await page.getByRole("link", { name: "Erase my child's details" }).click();
    await page.getByRole("button", { name: "Yes, erase my child's details" }).click();
    await expect(page.getByTestId("booking-page-message")).toHaveText(
      "Your child's details have been erased.",
    );
    await expect(page.getByRole("link", { name: "Erase my child's details" })).toHaveCount(0);
    const [row] = await e2eQuery<{ teen_first_name: string; teen_age: number | null }>(
      "select teen_first_name, teen_age from bookings where id = $1",
      [booking!.id],
    );
    expect(row).toEqual({ teen_first_name: "", teen_age: null });
  });
});
