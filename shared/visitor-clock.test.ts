import { afterEach, expect, it, vi } from "vitest";
import { visitorClockSession, type GroupSchedule } from "./group-schedule.ts";
import { visitorClockText } from "./visitor-clock.ts";

const schedule: GroupSchedule = {
  timeZone: "America/New_York",
  weekday: 1,
  startTime: "20:30",
  firstSessionDate: "2026-12-07",
  sessionCount: 4,
  sessionMinutes: 60,
};

it("reads a session on another zone's clock, with the weekday when it differs, in both languages", () => {
  const cases: [string, "en" | "fr"][] = [
    ["Europe/Paris", "en"],
    ["Europe/Paris", "fr"],
    ["Asia/Tokyo", "en"],
    ["America/Los_Angeles", "fr"],
    ["America/New_York", "en"],
  ];
  const answers = cases.map(([zone, language]) =>
    visitorClockText(visitorClockSession(schedule, language), zone),
  );
  expect(answers).toEqual([
    "Tuesdays 2:30-3:30 AM your time",
    "le mardi de 2 h 30 à 3 h 30 à votre heure",
    "Tuesdays 10:30-11:30 AM your time",
    "de 17 h 30 à 18 h 30 à votre heure",
    null,
  ]);
});

it("refuses a zone the browser does not know", () => {
  expect(() => visitorClockText(visitorClockSession(schedule, "en"), "Not/AZone")).toThrow(RangeError);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

it("works alone, as the page's inline script runs it, on the browser's own clock without any Intl formatter: the text the visitor's zone gives", () => {
  const cases: [string, "en" | "fr"][] = [
    ["Europe/Paris", "en"],
    ["Europe/Paris", "fr"],
    ["Asia/Tokyo", "en"],
    ["America/Los_Angeles", "fr"],
    ["America/New_York", "en"],
  ];
  const expected = cases.map(([zone, language]) =>
    visitorClockText(visitorClockSession(schedule, language), zone),
  );
  const sessions = cases.map(([, language]) => visitorClockSession(schedule, language));
  // Rebuilt from its own source text in a scope without this module's imports, with Intl unusable.
  const alone = new Function(`return ${visitorClockText.toString()}`)() as typeof visitorClockText;
  vi.stubGlobal("Intl", undefined);
  const answers = cases.map(([zone], index) => {
    // Node reads the local zone again when TZ changes.
    vi.stubEnv("TZ", zone);
    return alone(sessions[index]!, null);
  });
  expect(answers).toEqual(expected);
});
