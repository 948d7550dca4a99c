import type { Page } from "@playwright/test";

/**
 * Ticks what a family ticks before paying (docs/product/legal.md#terms-of-sale): the terms of sale,
 * and the early-start request when the page asks for it (a first session within 14 days).
 */
export async function acceptCheckoutTerms(page: Page) {
  await page.getByLabel("I have read and accept the terms of sale").check();
  const express = page.getByLabel(
    /I ask for the workshop to start before the end of my 14-day withdrawal period/,
  );
  if (await express.isVisible()) await express.check();
}
