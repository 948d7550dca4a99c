import { readFile } from "node:fs/promises";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const ids = ["productivity", "confidence", "habits", "goals", "emotional-intelligence", "social-skills"];

test("the six workshops from the database, in order, with every field of the card", async ({ page }) => {
  await page.goto("/workshops");
  const cards = page.locator("main article");
  // Other tests' throw-away workshops may be listed too: the seeded six keep their order among them.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6);
  const listed = await cards.evaluateAll((articles) => articles.map((article) => article.id));
  expect(listed.filter((id) => ids.includes(id))).toEqual(ids);

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

test("a full or inactive workshop offers its waiting list instead of booking", async ({
  page,
  createWorkshop,
}) => {
  const full = await createWorkshop({ maxSeats: 3, bookedSeats: 3 });
  const inactive = await createWorkshop({ isActive: false });
  // Sold by dated runs, like the productivity workshop, none of them open.
  const noRuns = await createWorkshop({
    scheduleOptions: [{ dateRange: "Mondays, 4-week run", timeText: "4-5 PM EST", isActive: false }],
  });
  await page.goto("/workshops");
  for (const { id } of [full, inactive, noRuns]) {
    const card = page.locator(`article#${id}`);
    await expect(card.getByRole("link", { name: /Reserve Your Spot|Buy Now/ })).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Join the Waiting List" })).toHaveAttribute(
      "href",
      `/workshops/${id}/waitlist`,
    );
  }
  await expect(page.locator(`article#${full.id}`).getByText("Full", { exact: true })).toBeVisible();
  await expect(page.locator(`article#${inactive.id}`).getByText("Not open for booking")).toBeVisible();
  await page.locator(`article#${full.id}`).getByRole("link", { name: "Join the Waiting List" }).click();
  await expect(page).toHaveURL(new RegExp(`/workshops/${full.id}/waitlist$`));
  await expect(page.getByRole("heading", { level: 1, name: full.title })).toBeVisible();
});

test.describe("the scheduling page", () => {
  // Opened in a new tab, answered by a route: the one other host a page reaches.
  test.use({ allowedHosts: ["calendly.example"] });

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

test("a start date in the future replaces 'Coming Soon'", async ({ page, createWorkshop }) => {
  const dated = await createWorkshop({ nextStart: "2099-01-20" });
  await page.goto("/workshops");
  await expect(page.locator(`article#${dated.id}`).getByText("20 January 2099")).toBeVisible();
  await expect(page.locator("article#confidence").getByText("Coming Soon")).toBeVisible();
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
