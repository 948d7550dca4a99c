import { expect, test } from "vitest";
import { countOf } from "./plural.ts";

const spots = { one: "spot", other: "spots" };

test("an English count of one is singular, every other count plural", () => {
  expect(countOf(1, spots)).toBe("1 spot");
  expect(countOf(2, spots)).toBe("2 spots");
  expect(countOf(0, spots)).toBe("0 spots");
});

test("a French count of zero or one is singular", () => {
  const places = { one: "place réservée", other: "places réservées" };
  expect(countOf(0, places, "fr")).toBe("0 place réservée");
  expect(countOf(1, places, "fr")).toBe("1 place réservée");
  expect(countOf(2, places, "fr")).toBe("2 places réservées");
});
