import { expect, it } from "vitest";
import { visitorClockSession, type GroupSchedule } from "./group-schedule.ts";
import { visitorClockText, zoneClock } from "./visitor-clock.ts";

const schedule: GroupSchedule = {
  timeZone: "America/New_York",
  weekday: 1,
  startTime: "20:30",
  firstSessionDate: "2026-12-07",
  sessionCount: 4,
  sessionMinutes: 60,
};

const cases: [string, "en" | "fr"][] = [
  ["Europe/Paris", "en"],
  ["Europe/Paris", "fr"],
  ["Asia/Tokyo", "en"],
  ["America/Los_Angeles", "fr"],
  ["America/New_York", "en"],
];

it("works alone, as the page's inline script runs it: the same text from its source as from the module", () => {
  // Rebuilt from its own source text in a scope without this module's imports.
  const alone = new Function(`return ${visitorClockText.toString()}`)() as typeof visitorClockText;
  const answers = cases.map(([zone, language]) =>
    alone(visitorClockSession(schedule, language), zoneClock(zone)),
  );
  expect(answers).toEqual([
    "Tuesdays 2:30-3:30 AM your time",
    "le mardi de 2 h 30 à 3 h 30 à votre heure",
    "Tuesdays 10:30-11:30 AM your time",
    "de 17 h 30 à 18 h 30 à votre heure",
    null,
  ]);
  expect(answers).toEqual(
    cases.map(([zone, language]) =>
      visitorClockText(visitorClockSession(schedule, language), zoneClock(zone)),
    ),
  );
});

it("reads the visitor's own clock from Date by default, as the browser's local time", () => {
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  for (const language of ["en", "fr"] as const)
    expect(visitorClockText(visitorClockSession(schedule, language))).toBe(
      visitorClockText(visitorClockSession(schedule, language), zoneClock(localZone)),
    );
});

it("refuses a zone the browser does not know (the page's script then leaves the place empty)", () => {
  expect(() => zoneClock("Not/AZone")).toThrow(RangeError);
});
