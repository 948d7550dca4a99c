import { describe, expect, it } from "vitest";
import {
  type GroupSchedule,
  groupSessions,
  groupTimeText,
  isoWeekdayOfDate,
  isValidTimeZone,
  scheduleText,
  sessionDatesText,
  sessionText,
  visitorTimeText,
} from "./group-schedule.ts";

// New York leaves daylight saving on Sunday 1 November 2026; Paris on Sunday 25 October 2026.
const autumn: GroupSchedule = {
  timeZone: "America/New_York",
  weekday: 1,
  startTime: "16:00",
  firstSessionDate: "2026-10-19",
  sessionCount: 4,
  sessionMinutes: 60,
};

describe("groupSessions", () => {
  it("keeps the wall-clock time across the end of daylight saving", () => {
    expect(groupSessions(autumn).map((session) => session.start.toISOString())).toEqual([
      "2026-10-19T20:00:00.000Z",
      "2026-10-26T20:00:00.000Z",
      "2026-11-02T21:00:00.000Z",
      "2026-11-09T21:00:00.000Z",
    ]);
  });

  it("keeps the wall-clock time across the start of daylight saving", () => {
    const spring = { ...autumn, firstSessionDate: "2027-03-08", sessionCount: 2, startTime: "10:30" };
    expect(groupSessions(spring).map((session) => session.start.toISOString())).toEqual([
      "2027-03-08T15:30:00.000Z",
      "2027-03-15T14:30:00.000Z",
    ]);
  });

  it("ends each session after its length and crosses month ends", () => {
    const sessions = groupSessions({
      ...autumn,
      firstSessionDate: "2026-12-28",
      sessionCount: 2,
      sessionMinutes: 90,
    });
    expect(sessions.map((session) => [session.start.toISOString(), session.end.toISOString()])).toEqual([
      ["2026-12-28T21:00:00.000Z", "2026-12-28T22:30:00.000Z"],
      ["2027-01-04T21:00:00.000Z", "2027-01-04T22:30:00.000Z"],
    ]);
  });

  it("gives nothing for a group without sessions", () => {
    expect(groupSessions({ ...autumn, sessionCount: 0 })).toEqual([]);
  });
});

describe("texts", () => {
  it("says the group's time in its own zone", () => {
    expect(groupTimeText(autumn, "en")).toBe("Mondays 4-5 PM New York time");
    expect(groupTimeText(autumn, "fr")).toBe("le lundi de 16 h à 17 h, heure de New York");
    expect(groupTimeText({ ...autumn, startTime: "11:30" }, "en")).toBe(
      "Mondays 11:30 AM-12:30 PM New York time",
    );
    expect(groupTimeText({ ...autumn, startTime: "09:15", sessionMinutes: 45 }, "fr")).toBe(
      "le lundi de 9 h 15 à 10 h, heure de New York",
    );
  });

  it("names the zone's city in the reader's language", () => {
    const london = { ...autumn, timeZone: "Europe/London" };
    expect(groupTimeText(london, "en")).toBe("Mondays 4-5 PM London time");
    expect(groupTimeText(london, "fr")).toBe("le lundi de 16 h à 17 h, heure de Londres");
  });

  it("says the time on the visitor's clock", () => {
    expect(visitorTimeText(autumn, "Europe/Paris", "en")).toBe("10-11 PM your time");
    expect(scheduleText(autumn, "en", "Europe/Paris")).toBe(
      "Mondays 4-5 PM New York time, 10-11 PM your time",
    );
    expect(visitorTimeText({ ...autumn, startTime: "19:00" }, "Europe/Paris", "en")).toBe(
      "Tuesdays 1-2 AM your time",
    );
    expect(visitorTimeText(autumn, "Europe/Paris", "fr")).toBe("de 22 h à 23 h à votre heure");
  });

  it("says nothing more when the visitor's clock shows the group's time or the zone is unknown", () => {
    expect(visitorTimeText(autumn, "America/New_York", "en")).toBeNull();
    expect(visitorTimeText(autumn, "America/Toronto", "en")).toBeNull();
    expect(visitorTimeText(autumn, "Not/AZone", "en")).toBeNull();
    expect(visitorTimeText(autumn, undefined, "en")).toBeNull();
    expect(scheduleText(autumn, "en", null)).toBe("Mondays 4-5 PM New York time");
  });

  it("says the first and last session dates", () => {
    const december = { ...autumn, firstSessionDate: "2026-12-07" };
    expect(sessionDatesText(december, "en")).toBe("Mon 7 Dec - Mon 28 Dec 2026");
    expect(sessionDatesText(december, "fr")).toBe("lun. 7 déc. - lun. 28 déc. 2026");
    expect(sessionDatesText({ ...autumn, firstSessionDate: "2026-12-21" }, "en")).toBe(
      "Mon 21 Dec 2026 - Mon 11 Jan 2027",
    );
    expect(sessionDatesText({ ...december, sessionCount: 1 }, "en")).toBe("Mon 7 Dec 2026");
  });

  it("says one session with its date and zone", () => {
    const [, , third] = groupSessions(autumn);
    expect(third && sessionText(third, autumn.timeZone, "en")).toBe("Mon 2 Nov 2026, 4-5 PM New York time");
    expect(third && sessionText(third, autumn.timeZone, "fr")).toBe(
      "lun. 2 nov. 2026, de 16 h à 17 h (heure de New York)",
    );
  });
});

describe("checks", () => {
  it("knows IANA zones and ISO weekdays", () => {
    expect(isValidTimeZone("America/New_York")).toBe(true);
    expect(isValidTimeZone("EST5EDT")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isoWeekdayOfDate("2026-12-07")).toBe(1);
    expect(isoWeekdayOfDate("2026-12-13")).toBe(7);
  });
});
