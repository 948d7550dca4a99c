import { expect, test } from "vitest";
import { formatEuros, formatEurosFr, formatPrice } from "./money.ts";

test("public amounts are euros with the sign first and no needless cents", () => {
  expect(formatEuros(27000)).toBe("€270");
  expect(formatEuros(21600)).toBe("€216");
  expect(formatEuros(21650)).toBe("€216.50");
  expect(formatEuros(0)).toBe("€0");
});

test("back-office amounts use the French format", () => {
  // Intl uses narrow no-break spaces in fr-FR.
  expect(formatEurosFr(27000).replace(/\s/g, " ")).toBe("270,00 €");
  expect(formatEurosFr(123456).replace(/\s/g, " ")).toBe("1 234,56 €");
});

test("the formatter takes the page's language", () => {
  expect(formatEuros(27000, "en")).toBe("€270");
  expect(formatEuros(21650, "en")).toBe("€216.50");
  expect(formatEuros(27000, "fr").replace(/\s/g, " ")).toBe("270,00 €");
  expect(formatEuros(21650, "fr").replace(/\s/g, " ")).toBe("216,50 €");
});

test("a public page's price is written as its reader writes it", () => {
  expect(formatPrice(27000, "en")).toBe("€270");
  expect(formatPrice(21650, "en")).toBe("€216.50");
  expect(formatPrice(27000, "fr").replace(/\s/g, " ")).toBe("270 €");
  expect(formatPrice(21650, "fr").replace(/\s/g, " ")).toBe("216,50 €");
});
