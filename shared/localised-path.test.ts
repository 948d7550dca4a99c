import { expect, test } from "vitest";
import { hasLanguageTwin, localisedPath } from "./localised-path.ts";
import { paths } from "./paths.ts";

test("a public page's French twin is under /fr, its English one at the root", () => {
  expect(localisedPath("fr", paths.home)).toBe("/fr");
  expect(localisedPath("fr", paths.workshops)).toBe("/fr/workshops");
  expect(localisedPath("fr", paths.booking("goals"))).toBe("/fr/booking/goals");
  expect(localisedPath("fr", paths.bookingPage("abc"))).toBe("/fr/bookings/abc");
  expect(localisedPath("fr", paths.terms)).toBe("/fr/terms");
  expect(localisedPath("en", "/fr")).toBe("/");
  expect(localisedPath("en", "/fr/booking/goals/payment")).toBe("/booking/goals/payment");
  expect(localisedPath("fr", "/fr/workshops")).toBe("/fr/workshops");
  expect(localisedPath("en", paths.workshops)).toBe(paths.workshops);
});

test("the query and the fragment stay", () => {
  expect(localisedPath("fr", paths.newsletter)).toBe("/fr#newsletter");
  expect(localisedPath("fr", paths.newsletterFormAction)).toBe("/fr?index#newsletter");
  expect(localisedPath("fr", "/booking/goals?offer=x")).toBe("/fr/booking/goals?offer=x");
  expect(localisedPath("en", "/fr/workshops#goals")).toBe("/workshops#goals");
});

test("files, endpoints, the back-office and sign-in have no twin and stay as they are", () => {
  for (const path of [
    paths.receipt("abc"),
    paths.bookingCalendar("abc"),
    paths.bookingPageData("abc"),
    paths.newsletterApi,
    paths.admin,
    paths.adminBookings,
    paths.auth,
    paths.workshopGuide,
    paths.sitemap,
    paths.productivityCancelled,
  ]) {
    expect(hasLanguageTwin(path)).toBe(false);
    expect(localisedPath("fr", path)).toBe(path);
  }
});
