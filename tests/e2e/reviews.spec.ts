import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/*
 * Reviews (docs/product/reviews-and-certificates.md): a family opens the link of its review request,
 * rates the workshop and agrees to publication; an administrator approves the review in the
 * back-office; the home page shows it, signed with the parent's first name and initial.
 */

/** What axe-core finds wrong on the page (WCAG 2.1 A and AA, best practices). */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

const aReference = () => `TW-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

/** A group whose four weekly sessions ended weeks ago, a family's booking in it, and its review request. */
async function aReviewRequest(workshopId: string) {
  const groupId = `${workshopId}-ended`;
  await e2eQuery(
    `insert into workshop_groups (id, workshop_id, capacity, booked_seats, time_zone, weekday, start_time,
       first_session_date, session_count, session_minutes)
     values ($1, $2, 6, 1, 'Europe/Paris', 7, '10:00', '2026-03-01', 4, 60)`,
    [groupId, workshopId],
  );
  const [booking] = await e2eQuery<{ id: string }>(
    `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_last_name, parent_email,
       teen_first_name, teen_age, amount_paid, status)
     values ($1, $2, $3, 'Mathilde', 'Renard', $4, 'Jules', 13, 14700, 'confirmed') returning id`,
    [aReference(), workshopId, groupId, uniqueEmail("review-family")],
  );
  // What the review-requests job writes with its e-mail (its own tests cover the job).
  const token = randomBytes(32).toString("hex");
  await e2eQuery(
    `insert into reviews (token, group_id, order_key, booking_id, reviewer_name, expires_at)
     values ($1, $2, $3, $4, 'Mathilde R.', now() + interval '60 days')`,
    [token, groupId, booking!.id, booking!.id],
  );
  return token;
}

test("a family reviews its workshop through its link, an administrator approves it, the home page shows it", async ({
  page,
  adminPage,
  workshop,
}) => {
  const token = await aReviewRequest(workshop.id);
  const comment = `Jules looked forward to every session (${randomBytes(3).toString("hex")}).`;

  await page.goto(`/reviews/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(workshop.title);
  // A missing rating is named; nothing is lost from the form.
  await page.getByLabel("Your comment (optional)").fill(comment);
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("Choose a rating from 1 to 5.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The rating is a radio group: reachable and chosen from the keyboard.
  await page.getByRole("radio", { name: "4 - Very good" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "5 - Excellent" })).toBeChecked();
  await expect(page.getByLabel("Your comment (optional)")).toHaveValue(comment);
  await page
    .getByLabel("I agree that the academy may publish my review on its website, signed Mathilde R.")
    .check();
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your review");

  await adminPage.goto("/admin/reviews");
  const review = adminPage.getByTestId("admin-review").filter({ hasText: comment });
  await expect(review).toContainText("5/5");
  await expect(review).toContainText("Accord (Mathilde R.)");
  expect(await axeViolations(adminPage)).toEqual([]);
  await review.getByRole("button", { name: "Approuver" }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: "Avis approuvé." })).toBeVisible();
  await expect(review).toContainText("Approuvé");

  await page.goto("/");
  const published = page.getByTestId("parent-reviews").getByRole("listitem").filter({ hasText: comment });
  await expect(published).toContainText("Mathilde R.");
  await expect(published).not.toContainText("Renard");
  await expect(published).toContainText("workshop of Sun 1 Mar - Sun 22 Mar 2026");
  await expect(page.getByTestId("parent-reviews")).toContainText(
    "each is read by the academy before publication, and none is paid for.",
  );
});

test("a long link in a comment wraps on a phone, in the back-office and on the home page; a decision made from the keyboard keeps the focus in its review", async ({
  page,
  adminPage,
  workshop,
}) => {
  const token = await aReviewRequest(workshop.id);
  const link = `https://docs.example.com/document/d/${randomBytes(24).toString("hex")}/edit?usp=sharing`;
  const comment = `The worksheet is at ${link}`;
  await page.goto(`/reviews/${token}`);
  await page.getByRole("radio", { name: "5 - Excellent" }).check();
  await page.getByLabel("Your comment (optional)").fill(comment);
  await page
    .getByLabel("I agree that the academy may publish my review on its website, signed Mathilde R.")
    .check();
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your review");

  const scrollsSideways = (target: Page) =>
    target.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await adminPage.setViewportSize({ width: 375, height: 800 });
  await adminPage.goto("/admin/reviews");
  const review = adminPage.getByTestId("admin-review").filter({ hasText: link });
  await expect(review).toBeVisible();
  expect(await scrollsSideways(adminPage)).toBe(false);
  const card = await review.boundingBox();
  expect(card!.x + card!.width).toBeLessThanOrEqual(375);

  await review.getByRole("button", { name: "Approuver" }).focus();
  await adminPage.keyboard.press("Enter");
  await expect(adminPage.getByRole("status").filter({ hasText: "Avis approuvé." })).toBeVisible();
  await expect(review.getByRole("button", { name: "Refuser" })).toBeFocused();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const published = page.getByTestId("parent-reviews").getByRole("listitem").filter({ hasText: link });
  await expect(published).toBeVisible();
  const figure = published.locator("figure");
  // The card holds its text: none of it runs past the card's edge, hidden.
  expect(await figure.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const box = await figure.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});
