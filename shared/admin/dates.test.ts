import { expect, test } from "vitest";
import { formatDate, formatDateFr, formatDateTime, formatDateTimeFr } from "./dates.ts";

const instant = new Date("2026-03-10T13:30:00Z");

test("dates take the page's language, in the academy's time zone", () => {
  expect(formatDateTime(instant, "fr")).toBe("10/03/2026 14:30");
  expect(formatDateTime(instant, "en")).toBe("10/03/2026, 14:30");
  expect(formatDateTimeFr(instant)).toBe(formatDateTime(instant, "fr"));
  expect(formatDate("2026-03-10", "en")).toBe("10/03/2026");
  expect(formatDateFr(instant)).toBe("10/03/2026");
  expect(formatDate(null, "en")).toBe("");
});
