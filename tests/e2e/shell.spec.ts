import { expect, test } from "#tests/e2e/support/fixtures.ts";

test("the page shell: header links home and to the login page, footer shows the mission and contact", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Teen Growth Academy/ })).toHaveAttribute("href", "/");
  await header.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(/Our mission/)).toBeVisible();
  await expect(footer.getByRole("link", { name: "contact@academy.test" })).toHaveAttribute(
    "href",
    "mailto:contact@academy.test",
  );
});

test.describe("with a page that is not found (the browser logs its 404)", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown path shows the not-found page with status 404 and a link home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the CSP nonce in the header matches every script tag of the page", async ({ request }) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(csp).toContain("frame-ancestors 'none'");
});

test("the page hydrates without CSP violations or console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("GET /healthz answers 200 while the database runs", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("pages are sent gzipped; the small JSON answers of the APIs are not", async ({ request }) => {
  const gzip = { "Accept-Encoding": "gzip" };
  const page = await request.get("/workshops", { headers: gzip });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  const api = await request.get("/api/checkout/sessions/cs_unknown", { headers: gzip });
  expect(api.headers()["content-type"]).toContain("application/json");
  expect(api.headers()["content-encoding"]).toBeUndefined();
});

test("a browser that takes Brotli gets the cached public pages and the built assets in it, the same bytes once decoded", async ({
  request,
}) => {
  const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };
  for (const path of ["/", "/workshops", "/productivity-workshop"]) {
    const page = await request.get(path, { headers: browser });
    expect(page.headers()["content-encoding"], path).toBe("br");
    expect(page.headers()["vary"], path).toContain("Accept-Encoding");
    // Playwright decodes the body: the page is whole.
    expect(await page.text(), path).toContain("</html>");
  }
  const home = await (await request.get("/", { headers: browser })).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  expect(stylesheet).toBeTruthy();
  const asBrotli = await request.get(stylesheet!, { headers: browser });
  expect(asBrotli.headers()["content-encoding"]).toBe("br");
  const asGzip = await request.get(stylesheet!, { headers: { "Accept-Encoding": "gzip" } });
  expect(asGzip.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get(stylesheet!, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await asBrotli.text()).toBe(await plain.text());
  expect(await asGzip.text()).toBe(await plain.text());
});

test("<html lang> is French for the cancelled page, English for the public pages and /auth", async ({
  page,
}) => {
  for (const [path, language] of [
    ["/", "en"],
    ["/workshops", "en"],
    ["/auth", "en"],
    ["/productivity-workshop/cancelled", "fr"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html"), path).toHaveAttribute("lang", language);
  }
});

test("test payments are never silent: a banner on every public page", async ({ page }) => {
  for (const path of ["/", "/workshops", "/booking/goals", "/productivity-workshop"]) {
    await page.goto(path);
    await expect(page.getByRole("complementary", { name: "Test mode" })).toBeVisible();
  }
  await page.goto("/auth");
  await expect(page.getByText("Test mode: no real payment is taken.")).toBeVisible();
});

test("the footer leads to the legal notice and the terms; each links its other language", async ({
  page,
}) => {
  await page.goto("/workshops");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Legal notice" }).click();
  await expect(page).toHaveURL(/\/legal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Legal notice" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Consumer mediator" })).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of sale" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of sale" })).toBeVisible();
  await expect(page.getByText("Version of 27 November 2026")).toBeVisible();

  await page.getByRole("link", { name: "Version française" }).click();
  await expect(page).toHaveURL(/\/fr\/terms$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Conditions générales de vente" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" }).click();
  await expect(page).toHaveURL(/\/fr\/legal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
});

test("on a phone the header keeps the brand on one line and links the workshops and a family's bookings", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const header = page.getByRole("banner");
  const brand = header.getByRole("link", { name: /Teen Growth Academy/ });
  const logo = brand.locator("svg, img").first();
  // One line: the brand is no taller than its logo.
  expect((await brand.boundingBox())!.height).toBeLessThanOrEqual((await logo.boundingBox())!.height + 4);
  await expect(header.getByRole("link", { name: "Workshops" })).toBeVisible();
  await expect(header.getByRole("link", { name: "My bookings" })).toHaveAttribute("href", "/bookings");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A parent who follows Login is shown the way to their bookings.
  await header.getByRole("link", { name: "Login" }).click();
  await expect(page.getByText(/Families need no account/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "My bookings" })).toHaveAttribute(
    "href",
    "/bookings",
  );
});
