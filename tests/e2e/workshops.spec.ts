import { readFile } from "node:fs/promises";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
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
    "Beat procrastination with simple routines",
  ])
    await expect(productivity.getByText(text, { exact: true })).toBeVisible();
  // Its next start is its next group's first session, in words.
  await expect(productivity.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
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

test("a full workshop, or one whose groups are all full, offers its waiting list instead of booking", async ({
  page,
  createWorkshop,
}) => {
  const full = await createWorkshop({ title: "E2E Full Workshop", maxSeats: 3, bookedSeats: 3 });
  // Sold by groups, like the productivity workshop, every one of them full.
  const fullGroups = await createWorkshop({
    groups: [{ dateRange: "Mondays, 4-week run", timeText: "4-5 PM EST", capacity: 4, bookedSeats: 4 }],
  });
  await page.goto("/workshops");
  for (const { id } of [full, fullGroups]) {
    const card = page.locator(`article#${id}`);
    await expect(card.getByRole("link", { name: /Reserve Your Spot|Buy Now/ })).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Join the Waiting List" })).toHaveAttribute(
      "href",
      `/workshops/${id}/waitlist`,
    );
  }
  await expect(page.locator(`article#${full.id}`).getByText("Full", { exact: true })).toBeVisible();
  await page.locator(`article#${full.id}`).getByRole("link", { name: "Join the Waiting List" }).click();
  await expect(page).toHaveURL(new RegExp(`/workshops/${full.id}/waitlist$`));
  await expect(page.getByRole("heading", { level: 1, name: full.title })).toBeVisible();
  await expect(page.getByText("This workshop is currently full.")).toBeVisible();
});

test("an inactive workshop is not shown to parents: not in the catalogue, its JSON-LD, the guide or the sitemap", async ({
  page,
  request,
  createWorkshop,
}) => {
  const { id } = await createWorkshop({ title: "Atelier à supprimer", isActive: false });
  await page.goto("/workshops");
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.locator(`article#${id}`)).toHaveCount(0);
  await expect(page.getByText("Atelier à supprimer")).toHaveCount(0);
  await expect(page.getByText("Not open for booking")).toHaveCount(0);
  const html = await (await request.get("/workshops")).text();
  expect(html).not.toContain(id);
  expect(html).not.toContain("Atelier à supprimer");
  const guide = await request.get("/workshops/guide.pdf");
  expect(pdfText(await guide.body())).not.toContain("Atelier");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(id);
});

test.describe("with pages that are not found (the browser logs their 404)", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an inactive workshop's pages and API endpoints answer 404", async ({
    page,
    request,
    createWorkshop,
  }) => {
    const { id } = await createWorkshop({ title: "Atelier à supprimer", isActive: false });
    for (const path of [`/booking/${id}`, `/booking/${id}/payment`, `/workshops/${id}/waitlist`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await expect(page.getByText("Atelier à supprimer")).toHaveCount(0);
    }
    const waitlist = await request.post(`/api/workshops/${id}/waitlist`, {
      data: { email: uniqueEmail("inactive-waitlist") },
    });
    expect(waitlist.status()).toBe(404);
    const discount = await request.post(`/api/workshops/${id}/discount`, { data: { code: "TEEN20" } });
    expect(discount.status()).toBe(404);
    const payment = await request.post("/api/create-payment-intent", {
      data: { workshopId: id, formData: { parentEmail: uniqueEmail("inactive-payment") } },
    });
    expect(payment.status()).toBe(404);
    const [entries] = await e2eQuery<{ count: number }>(
      "select count(*)::int as count from waiting_list where workshop_id = $1",
      [id],
    );
    expect(entries?.count).toBe(0);
  });
});

test("a card with one seat left says 'Only 1 spot left', with two 'Only 2 spots left'", async ({
  page,
  createWorkshop,
}) => {
  const one = await createWorkshop({ maxSeats: 6, bookedSeats: 5 });
  const two = await createWorkshop({ maxSeats: 6, bookedSeats: 4 });
  await page.goto("/workshops");
  await expect(
    page.locator(`article#${one.id}`).getByText("Only 1 spot left", { exact: true }),
  ).toBeVisible();
  await expect(
    page.locator(`article#${two.id}`).getByText("Only 2 spots left", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("1 spots")).toHaveCount(0);
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

test("a card's next start and spots left come from its groups, never from a date typed on the workshop", async ({
  page,
  createWorkshop,
}) => {
  // A date typed by hand and no group: still "Coming Soon".
  const typed = await createWorkshop({ nextStart: "2099-01-20" });
  const grouped = await createWorkshop({ nextStart: "2099-05-01", maxSeats: 6 });
  await e2eQuery(
    `insert into workshop_groups (id, workshop_id, capacity, booked_seats, weekday, start_time, first_session_date,
       session_count, session_minutes)
     values ($1, $2, 6, 5, 1, '16:00', '2099-01-19', 3, 60)`,
    [`${grouped.id}-g1`, grouped.id],
  );
  await page.goto("/workshops");
  const card = page.locator(`article#${grouped.id}`);
  await expect(card.getByText("19 January 2099")).toBeVisible();
  await expect(card.getByText("Only 1 spot left")).toBeVisible();
  await expect(page.locator(`article#${typed.id}`).getByText("Coming Soon")).toBeVisible();
  await expect(page.locator(`article#${typed.id}`).getByText("20 January 2099")).toHaveCount(0);
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
