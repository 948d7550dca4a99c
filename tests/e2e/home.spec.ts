import { type Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { refundPolicySummary } from "#shared/refund-policy.ts";

const BOOK_A_CALL_URL = "https://calendly.example/academy/free-call";

// 'Book a Call' opens the scheduling page in a new tab, answered by a route: the one other host allowed.
test.use({ allowedHosts: ["calendly.example"] });

async function expectExternal(page: Page, link: ReturnType<Page["getByRole"]>) {
  await expect(link).toHaveAttribute("href", BOOK_A_CALL_URL);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  // It really opens a new tab (the destination itself is unreachable offline).
  await page.context().route("https://calendly.example/**", (route) => route.fulfill({ body: "calendar" }));
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(popup).toHaveURL(BOOK_A_CALL_URL);
  await popup.close();
}

test("every home section is present, in the documented order", async ({ page }) => {
  await page.goto("/");
  const order = await page.evaluate(() => {
    const header = document.querySelector("header");
    const footer = document.querySelector("footer");
    const sections = [...document.querySelectorAll("main > section")].map((section) => section.id);
    return [header ? "header" : "", ...sections, footer ? "footer" : ""];
  });
  expect(order).toEqual([
    "header",
    "hero",
    "challenges",
    "why-group-coaching",
    "workshops-overview",
    "coaches",
    "help-choosing",
    "newsletter",
    "testimonials",
    "faq",
    "footer",
  ]);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("teens");
  await expect(page.getByText("Online group workshops for ages 10-16")).toBeVisible();
  await expect(page.locator("#challenges li")).toHaveCount(12);
  await expect(page.locator("#why-group-coaching li")).toHaveCount(3);
  const coaches = page.locator("#coaches li");
  await expect(coaches).toHaveCount(2);
  await expect(coaches.getByText("Clinical Psychologist")).toBeVisible();
  await expect(coaches.getByText("Teen Life Coach")).toBeVisible();
  for (const image of await coaches.getByRole("img").all()) {
    await expect(image).toHaveAttribute("alt", /portrait/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.locator("#faq").getByText(refundPolicySummary("en"))).toBeAttached();
});

test("the hero buttons: 'Join Our Workshops' to /workshops, 'Book a Call' in a new tab", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("#hero");
  await expectExternal(page, hero.getByRole("link", { name: "Book a Call" }));
  await hero.getByRole("link", { name: "Join Our Workshops" }).click();
  await expect(page).toHaveURL(/\/workshops$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Workshops" })).toBeVisible();
});

test("the workshops section: both buttons lead to /workshops, each topic tile to its workshop", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#workshops-overview");
  await expect(section.getByRole("link", { name: "Join Our Latest Workshop" })).toHaveAttribute(
    "href",
    "/workshops",
  );
  await section.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/\/workshops$/);

  const tiles = {
    "Goal Setting": "goals",
    "Self-Confidence": "confidence",
    "Healthy Habits": "habits",
    Productivity: "productivity",
    "Emotional Intelligence": "emotional-intelligence",
    "Social Skills": "social-skills",
  };
  await page.goto("/");
  for (const [label, id] of Object.entries(tiles))
    await expect(section.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      `/workshops#${id}`,
    );

  await section.getByRole("link", { name: "Social Skills", exact: true }).click();
  await expect(page).toHaveURL(/\/workshops#social-skills$/);
  const card = page.locator("article#social-skills");
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
});

test("the help-choosing 'Book a Call' opens the scheduling page in a new tab", async ({ page }) => {
  await page.goto("/");
  await expectExternal(page, page.locator("#help-choosing").getByRole("link", { name: "Book a Call" }));
});

test("the testimonials carousel shows two slides at 1024 px, one at 375 px, and loops", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Parent testimonials" });
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(6);
  for (const slide of await slides.all()) {
    await expect(slide.getByRole("heading")).not.toBeEmpty();
    await expect(slide.locator("figcaption")).toContainText(
      /^[A-Z][a-z]+ [A-Z]\. · Parent of an? \d+-year-old$/,
    );
  }
  await carousel.scrollIntoViewIfNeeded();
  // The slides wholly inside the viewport, left to right.
  const fullyVisible = () =>
    carousel.evaluate((region) => {
      const viewport = region.firstElementChild!.getBoundingClientRect();
      return [...region.querySelectorAll("[aria-roledescription=slide]")]
        .map((slide, index) => ({ index, box: slide.firstElementChild!.getBoundingClientRect() }))
        .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
        .sort((a, b) => a.box.left - b.box.left)
        .map(({ index }) => index);
    });
  await expect.poll(fullyVisible).toEqual([0, 1]);

  // Backwards from the first slide wraps round to the last ones.
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect.poll(fullyVisible).toEqual([5, 0]);
  for (let step = 0; step < 6; step++) await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(fullyVisible).toEqual([5, 0]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(fullyVisible).toEqual([0]);
  // Keyboard: the arrow keys move it, and the live region announces the slide.
  await carousel.getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(fullyVisible).toEqual([1]);
  await expect(carousel.locator("[aria-live=polite]")).toHaveText(/Testimonial 2 of 6/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(fullyVisible).toEqual([5]);
});

test("with reduced motion the carousel jumps without animation and never moves by itself", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Parent testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  // Record the first slide's position on every frame while the carousel is left alone, then while it moves.
  await carousel.evaluate((region) => {
    const slide = region.querySelector("[aria-roledescription=slide]")!;
    const samples: number[] = [];
    (window as unknown as { samples: number[] }).samples = samples;
    const sample = () => {
      samples.push(Math.round(slide.getBoundingClientRect().left));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const distinctPositions = () =>
    page.evaluate(() => new Set((window as unknown as { samples: number[] }).samples).size);
  // Counted in frames, not milliseconds: 40 frames (about 0.7 s) is longer than any slide animation.
  const framesLater = async (frames: number) => {
    const start = await page.evaluate(() => (window as unknown as { samples: number[] }).samples.length);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { samples: number[] }).samples.length), {
        intervals: [100],
      })
      .toBeGreaterThanOrEqual(start + frames);
  };
  await framesLater(40);
  expect(await distinctPositions()).toBe(1);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await framesLater(40);
  expect(await distinctPositions()).toBe(2);
});

test("the FAQ has 12 questions that open and close from the keyboard", async ({ page }) => {
  await page.goto("/");
  const faq = page.locator("#faq");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(12);
  const first = questions.first();
  const answer = faq.getByText(/between ages 10 and 16|aged 10 to 16/);
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  // Tab reaches the next question.
  await page.keyboard.press("Tab");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(faq.getByText(/4 to 6 teens/)).toBeVisible();
  await expect(faq.getByText(/24-48 hours/)).toBeHidden();
  await faq.getByRole("button", { name: /how quickly do you reply/ }).press("Enter");
  await expect(faq.getByText(/24-48 hours/)).toBeVisible();
  await faq.getByRole("button", { name: "When will we receive the video link?" }).press("Enter");
  await expect(faq.getByText(/24 hours before the first session/)).toBeVisible();
});

test("a page_content change written to the database shows on the next home page load", async ({
  page,
  privateServer: server,
}) => {
  // Page content is global (every spec reads the home page): changed on a server of this test's own.
  const [before] = await server.query<{ content: Record<string, unknown> }>(
    "select content from page_content where page_key = 'home_hero'",
  );
  const [benefits] = await server.query<{ content: Record<string, unknown> }>(
    "select content from page_content where page_key = 'home_benefits'",
  );
  try {
    await server.query(
      "update page_content set content = content || $1::jsonb where page_key = 'home_hero'",
      [JSON.stringify({ heading: "Summer groups are open: join us!" })],
    );
    await server.query(
      "update page_content set content = content || $1::jsonb where page_key = 'home_benefits'",
      [JSON.stringify({ heading: "Three reasons families choose groups" })],
    );
    await page.goto(`${server.url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Summer groups are open: join us!");
    await expect(page.locator("#why-group-coaching h2")).toHaveText("Three reasons families choose groups");
  } finally {
    await server.query("update page_content set content = $1::jsonb where page_key = 'home_hero'", [
      JSON.stringify(before?.content ?? {}),
    ]);
    await server.query("update page_content set content = $1::jsonb where page_key = 'home_benefits'", [
      JSON.stringify(benefits?.content ?? {}),
    ]);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole home page is there, with every FAQ answer shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#testimonials [aria-roledescription=slide]")).toHaveCount(6);
    await expect(page.locator("#faq").getByText(refundPolicySummary("en"))).toBeVisible();
    await expect(page.locator("#faq").getByText(/24 hours before the first session/)).toBeVisible();
  });
});
