import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

for (const path of ["/", "/workshops", "/workshops/goals/waitlist", "/terms", "/fr/legal"]) {
  for (const width of [375, 1280]) {
    test(`axe-core finds no violations on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
}

test("axe-core finds no violations with the FAQ open and after a form error", async ({ page }) => {
  await page.goto("/");
  await page.locator("#faq").getByRole("button").first().click();
  await page
    .getByRole("form", { name: "Newsletter signup" })
    .getByRole("button", { name: "Subscribe" })
    .click();
  const results = await new AxeBuilder({ page }).include("#faq").include("#newsletter").analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

// axe-core leaves this rule out by default (it is marked experimental); Lighthouse runs it.
test("every link and button on the home pages is named by the words it shows (label in name)", async ({
  page,
}) => {
  for (const path of ["/", "/fr"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
