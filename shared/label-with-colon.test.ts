import { expect, test } from "vitest";
import { withColon } from "./label-with-colon.ts";

test("a label's colon follows the language's typography", () => {
  expect(withColon("Booking reference", "en")).toBe("Booking reference:");
  expect(withColon("Référence de réservation", "fr")).toBe("Référence de réservation\u00a0:");
});
