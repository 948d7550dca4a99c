import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { e2eQuery } from "#tests/e2e/support/database.ts";

const ids = ["productivity", "confidence", "habits", "goals", "emotional-intelligence", "social-skills"];

test("the six workshops from the database, in order, with every field of the card", async ({ page }) => {
  await page.goto("/workshops");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  expect(await cards.evaluateAll((articles) => articles.map((article) => article.id))).toEqual(ids);

  const productivity = page.locator("article#productivity");
  await expect(productivity.getByRole("heading", { name: "Productivity Mastery" })).toBeVisible();
  await expect(productivity.locator("svg").first()).toBeVisible();
  for (const text of [
    "Focus, plan and get things done without the stress",
    "4 weeks",
    "4 sessions of 1 hour",
    "4-6 teens",
    "€270",
    "per teen",
    "Ages 12-16",
    "Coming Soon",
    "Beat procrastination with simple routines",
  ])
    await expect(productivity.getByText(text, { exact: true })).toBeVisible();
  await expect(productivity.getByText(/Teens learn to plan their week/)).toBeVisible();
  await expect(page.locator("article#goals").getByText("€147", { exact: true })).toBeVisible();
  await expect(page.locator("article#confidence").getByText("Ages 10-16", { exact: true })).toBeVisible();
  await expect(page.locator("article#confidence").getByText("€297", { exact: true })).toBeVisible();
});

test("'Buy Now' leads to /productivity-workshop and 'Reserve Your Spot' to /booking/{id}", async ({
  page,
}) => {
  await page.goto("/workshops");
  await expect(page.getByRole("link", { name: "Buy Now" })).toHaveCount(1);
  await expect(page.locator("article#productivity").getByRole("link", { name: "Buy Now" })).toHaveAttribute(
    "href",
    "/productivity-workshop",
  );
  for (const id of ids.slice(1))
    await expect(
      page.locator(`article#${id}`).getByRole("link", { name: "Reserve Your Spot" }),
    ).toHaveAttribute("href", `/booking/${id}`);
  await page.locator("article#goals").getByRole("link", { name: "Reserve Your Spot" }).click();
  await expect(page).toHaveURL(/\/booking\/goals$/);
});

test("a full or inactive workshop offers its waiting list instead of booking", async ({ page }) => {
  await e2eQuery("update workshops set booked_seats = max_seats where id = 'habits'");
  await e2eQuery("update workshops set is_active = false where id = 'social-skills'");
  await e2eQuery("update schedule_options set is_active = false where workshop_id = 'productivity'");
  try {
    await page.goto("/workshops");
    for (const id of ["habits", "social-skills", "productivity"]) {
      const card = page.locator(`article#${id}`);
      await expect(card.getByRole("link", { name: /Reserve Your Spot|Buy Now/ })).toHaveCount(0);
      await expect(card.getByRole("link", { name: "Join the Waiting List" })).toHaveAttribute(
        "href",
        `/workshops/${id}/waitlist`,
      );
    }
    await expect(page.locator("article#habits").getByText("Full", { exact: true })).toBeVisible();
    await expect(page.locator("article#social-skills").getByText("Not open for booking")).toBeVisible();
    await page.locator("article#habits").getByRole("link", { name: "Join the Waiting List" }).click();
    await expect(page).toHaveURL(/\/workshops\/habits\/waitlist$/);
    await expect(page.getByRole("heading", { level: 1, name: "Healthy Habits" })).toBeVisible();
  } finally {
    await e2eQuery("update workshops set booked_seats = 0, is_active = true");
    await e2eQuery("update schedule_options set is_active = true");
  }
});

test("'Book a Free Call' opens the scheduling page in a new tab", async ({ page }) => {
  await page.goto("/workshops");
  const link = page.getByRole("link", { name: "Book a Free Call" });
  await expect(link).toHaveAttribute("href", "https://calendly.example/academy/free-call");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await page.context().route("https://calendly.example/**", (route) => route.fulfill({ body: "calendar" }));
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(popup).toHaveURL("https://calendly.example/academy/free-call");
});

test("'Download Workshop Guide' downloads a PDF generated from the catalogue", async ({ page }) => {
  await page.goto("/workshops");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Workshop Guide" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("workshop-guide.pdf");
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");
  expect(file.length).toBeGreaterThan(2000);
});

test("a start date in the future replaces 'Coming Soon'", async ({ page }) => {
  await e2eQuery("update workshops set next_start = '2099-01-20' where id = 'goals'");
  try {
    await page.goto("/workshops");
    await expect(page.locator("article#goals").getByText("20 January 2099")).toBeVisible();
    await expect(page.locator("article#confidence").getByText("Coming Soon")).toBeVisible();
  } finally {
    await e2eQuery("update workshops set next_start = '2024-11-05' where id = 'goals'");
  }
});

test("the catalogue and interest pages hydrate without console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  for (const path of ["/workshops", "/workshops/goals/waitlist", "/workshops#goals"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await expect(page.locator("article#goals")).toBeFocused();
  expect(problems).toEqual([]);
});
