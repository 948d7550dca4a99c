import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { addPlaceToProductivityGroup, uniqueEmail } from "#tests/e2e/support/database.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/**
 * Listens for the root layout's hydration event before the test's interaction and returns a wait for
 * it. The listener must be in place first: an unawaited evaluate may reach the page after a fast
 * hydration has already announced itself.
 */
async function hydration(page: Page) {
  await page.evaluate(() => {
    const target = window as unknown as { hydratedOnce?: Promise<void> };
    target.hydratedOnce = new Promise<void>((resolve) =>
      window.addEventListener("app:hydrated", () => resolve(), { once: true }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { hydratedOnce?: Promise<void> }).hydratedOnce);
}

/*
 * The public pages' script budget: /, /workshops and /productivity-workshop load at most 50 KB of gzipped
 * JavaScript before the visitor's first interaction, and everything React does works once they interact
 * (app/lib/deferred-hydration.ts, docs/decisions/015-public-page-cache-and-first-load.md).
 */
const BUDGET_BYTES = 50 * 1024;

test.use({ viewport: { width: 375, height: 800 } });

/** Every script the page has fetched so far, by path, with its gzipped size (level 9, as the benches count). */
function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  // A body is read after its response event: each read is awaited before counting, or a busy machine
  // counts scripts that have arrived and run as missing.
  const reads: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(
      response.body().then(
        (body) => void scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  return {
    count: async () => {
      await Promise.all(reads);
      return scripts.size;
    },
    gzipBytes: async () => {
      await Promise.all(reads);
      return [...scripts.values()].reduce((sum, size) => sum + size, 0);
    },
  };
}

function recordProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

for (const path of ["/", "/workshops", "/productivity-workshop"]) {
  test(`${path} loads at most 50 KB of gzipped JavaScript before the first interaction, then hydrates on it`, async ({
    page,
  }) => {
    const problems = recordProblems(page);
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await scripts.gzipBytes()).toBeLessThanOrEqual(BUDGET_BYTES);
    const before = await scripts.count();

    const hydrated = await hydration(page);
    await page.mouse.move(20, 300);
    await hydrated();
    // The framework came with the interaction: more than the budget, now that it is wanted.
    expect(await scripts.count()).toBeGreaterThan(before);
    expect(problems).toEqual([]);
  });
}

test("a button pressed before hydration is replayed once React has taken over: the carousel moves", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const carousel = page.getByRole("region", { name: "Parent testimonials" });
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.locator("[aria-live=polite]")).toHaveText(/Testimonial 2 of 6/);
  expect(problems).toEqual([]);
});

test("the newsletter typed and sent before hydration: the in-flight state, then the toast", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/newsletter", async (route) => {
    await held;
    await route.continue();
  });
  const form = page.getByRole("form", { name: "Newsletter signup" });
  await form.getByLabel("Email address").fill(uniqueEmail("first-load"));
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
  release();
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
  expect(problems).toEqual([]);
});

test("a submit that lands as React takes over, before what was typed is handed to it, is still sent", async ({
  page,
}) => {
  // The race once seen under load: React hydrated, the typed fields not yet handed to it (one per task,
  // app/lib/deferred-hydration.ts), the visitor presses Subscribe. Made deterministic: the entry chunk is
  // held until the form is filled, and the page's timers are paused while React hydrates, so the press
  // lands between hydration and the hand-over.
  const problems = recordProblems(page);
  await page.clock.install();
  let releaseEntry: () => void = () => undefined;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/newsletter")) posts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "Newsletter signup" });
  await form.getByLabel("Email address").fill(uniqueEmail("mid-hydration"));
  await form.getByRole("checkbox").check();

  const hydrated = await hydration(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  releaseEntry();
  await hydrated();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await page.clock.resume();

  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("the productivity order chosen and typed before hydration reaches the summary; back on the form after a reload, it is all there", async ({
  page,
}) => {
  const problems = recordProblems(page);
  await addPlaceToProductivityGroup("option3");
  await page.goto("/productivity-workshop");
  await page.waitForLoadState("networkidle");
  const email = uniqueEmail("first-load-productivity");
  await page.getByRole("radio", { name: /Saturdays/ }).check();
  await page.getByLabel("Parent Name").fill("Marie Dupont");
  await page.getByLabel("Parent Email").fill(email);
  await page.getByLabel("Teen Name").fill("Léo Dupont");
  await page.getByLabel("Teen Age").fill("14");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
  await expect(page).toHaveURL("/productivity-workshop/order-summary");
  await expect(page.getByTestId("selected-date")).toHaveText(/Saturdays/);
  await expect(page.getByText(email)).toBeVisible();

  // A new document of the sales page with the order in session storage hydrates at once and shows it.
  await page.goto("/productivity-workshop");
  await expect(page.getByRole("radio", { name: /Saturdays/ })).toBeChecked();
  await expect(page.getByLabel("Parent Email")).toHaveValue(email);
  expect(problems).toEqual([]);
});

test.describe("a visitor in Paris, for groups on New York's clock", () => {
  test.use({ timezoneId: "Europe/Paris" });
  for (const width of [320, 375, 1280]) {
    test(`at ${width} px nothing on the productivity page moves as React takes over: the proceed button stays under the finger`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/productivity-workshop");
      await page.waitForLoadState("networkidle");
      const proceed = page.getByRole("button", { name: "Proceed to Order Summary" });
      const layout = async () => ({
        height: await page.evaluate(() => document.documentElement.scrollHeight),
        button: await proceed.boundingBox(),
      });
      const before = await layout();

      const hydrated = await hydration(page);
      await page.mouse.move(20, 300);
      await hydrated();
      // The visitor's own time of each group is written in with React (app/components/visitor-time.tsx).
      await expect(page.getByText(/your time$/).first()).toBeVisible();
      expect(await layout()).toEqual(before);
    });
  }
});

test("once hydrated, a link navigates on the client (no new document)", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const hydrated = await hydration(page);
  await page.mouse.move(20, 300);
  await hydrated();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.locator('main a[href="/workshops"]').first().click();
  await expect(page).toHaveURL(/\/workshops$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test.describe("a parent in Paris", () => {
  test.use({ timezoneId: "Europe/Paris" });

  for (const [path, pattern] of [
    ["/productivity-workshop", /^(\w+ )?\d{1,2}(:\d\d)?( [AP]M)?-\d{1,2}(:\d\d)? [AP]M your time$/],
    ["/fr/productivity-workshop", /^(le \w+ )?de \d{1,2} h( \d\d)? à \d{1,2} h( \d\d)? à votre heure$/],
  ] as const)
    test(`sees each run on their own clock on ${path} before any interaction, no script file loaded, and the same text once React has taken over`, async ({
      page,
    }) => {
      const problems = recordProblems(page);
      const scripts = recordScripts(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await scripts.count()).toBe(0);
      const places = page.locator("[data-visitor-clock]");
      const early = await places.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element, "::after").content.replace(/^"|"$/g, "")),
      );
      expect(early.length).toBeGreaterThan(0);
      for (const line of early) expect(line).toMatch(pattern);

      const hydrated = await hydration(page);
      await page.mouse.move(20, 300);
      await hydrated();
      await expect(places.first()).not.toBeEmpty();
      expect(await places.allTextContents()).toEqual(early);
      // Once React has written the text, the early copy is no longer drawn beside it.
      const drawn = await places.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element, "::after").content),
      );
      expect(drawn.every((content) => content === "none" || content === "normal")).toBe(true);
      expect(problems).toEqual([]);
    });
});
