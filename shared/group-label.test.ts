import { expect, test } from "vitest";
import { groupLabel, groupLabelWithDates } from "./group-label.ts";

const group = {
  dateRange: "Mondays, 4-week run",
  timeText: "4-5 PM EST",
  timeZone: "America/New_York",
  weekday: 1,
  startTime: "16:00",
  firstSessionDate: "2026-12-07",
  sessionCount: 4,
  sessionMinutes: 60,
};

test("in English the stored texts, then the dates they do not say", () => {
  expect(groupLabelWithDates(group, "en")).toBe(
    "Mondays, 4-week run, 4-5 PM EST (Mon 7 Dec - Mon 28 Dec 2026)",
  );
});

test("in French the label built from the schedule, which starts with the dates, says them once", () => {
  const label = groupLabelWithDates(group, "fr");
  expect(label).toBe(groupLabel(group, "fr"));
  expect(label.match(/7 déc\./g)).toHaveLength(1);
  expect(label).toMatch(/^lun\. 7 déc\. - lun\. 28 déc\. 2026, le lundi de 16 h à 17 h, heure de New York$/);
});
