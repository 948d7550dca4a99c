import { e2eBaseUrl } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const pages = [
  { path: "/", title: /Teen Growth Academy/ },
  { path: "/workshops", title: /Workshops for Teens/ },
  { path: "/workshops/goals/waitlist", title: /Waiting List: Goal Setting/ },
];

test("every public page arrives as server-rendered HTML with its own title, description, canonical and Open Graph tags", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const { path, title } of pages) {
    const response = await request.get(path, { headers: { "User-Agent": "Googlebot/2.1" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const titleText = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(titleText).toMatch(title);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.length).toBeGreaterThan(50);
    expect(seen.has(titleText) || seen.has(description)).toBe(false);
    seen.add(titleText).add(description);
    expect(html).toContain(`<link rel="canonical" href="${e2eBaseUrl}${path}"/>`);
    expect(html).toContain(`<meta property="og:title" content="`);
    expect(html).toContain(`<meta property="og:url" content="${e2eBaseUrl}${path}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${e2eBaseUrl}/images/og-image.png"/>`);
    expect(html).toContain(`<h1`);
  }
  expect((await request.get("/images/og-image.png")).headers()["content-type"]).toBe("image/png");
});

test.describe("with pages that are not found (the browser logs their 404)", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("the sign-in and not-found pages' titles end with '| Teen Growth Academy'", async ({ page }) => {
    await page.goto("/auth");
    await expect(page).toHaveTitle("Sign In | Teen Growth Academy");
    await page.goto("/no-such-page");
    await expect(page).toHaveTitle("Page not found | Teen Growth Academy");
    await page.goto("/workshops/no-such-workshop/waitlist");
    await expect(page).toHaveTitle("Page not found | Teen Growth Academy");
    await page.goto("/booking/no-such-workshop");
    await expect(page).toHaveTitle("Page not found | Teen Growth Academy");
  });
});

test("the home and catalogue pages render their content on the server", async ({ request }) => {
  const home = await (await request.get("/")).text();
  for (const text of ["Join Our Workshops", "Meet your coaches", "Frequently asked questions", "Subscribe"])
    expect(home).toContain(text);
  const catalogue = await (await request.get("/workshops")).text();
  for (const title of ["Productivity Mastery", "Social Skills", "Reserve Your Spot", "Buy Now"])
    expect(catalogue).toContain(title);
});

test("JSON-LD describes the organisation, and each workshop as a Course with its offer", async ({
  request,
}) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text();
    const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    return JSON.parse(block ?? "{}") as { "@graph": Record<string, unknown>[] };
  };
  const home = await jsonLd("/");
  expect(home["@graph"].find((node) => node["@type"] === "EducationalOrganization")).toMatchObject({
    name: "Teen Growth Academy",
    url: `${e2eBaseUrl}/`,
  });
  const catalogue = await jsonLd("/workshops");
  const courses = catalogue["@graph"].filter((node) => node["@type"] === "Course");
  // Other tests' throw-away workshops may be listed too: the seeded six are there, in their order.
  const seeded = [
    "Productivity Mastery",
    "Self-Confidence Builder",
    "Healthy Habits",
    "Goal Setting",
    "Emotional Intelligence",
    "Social Skills",
  ];
  expect(courses.map((course) => String(course.name)).filter((name) => seeded.includes(name))).toEqual(
    seeded,
  );
  expect(courses.find((course) => course.name === "Productivity Mastery")).toMatchObject({
    name: "Productivity Mastery",
    offers: { "@type": "Offer", price: "270.00", priceCurrency: "EUR" },
  });
});

test("robots.txt keeps out /admin and /auth; sitemap.xml lists the public pages", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /auth");
  expect(text).toContain(`Sitemap: ${e2eBaseUrl}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${e2eBaseUrl}/</loc>`);
  expect(xml).toContain(`<loc>${e2eBaseUrl}/workshops</loc>`);
});
