import { describe, expect, it } from "vitest";
import { groupCalendar, type GroupCalendar } from "#server/calendar/group-calendar.server.ts";

const input: GroupCalendar = {
  eventId: "booking-1234",
  schedule: {
    timeZone: "America/New_York",
    weekday: 1,
    startTime: "16:00",
    firstSessionDate: "2026-10-19",
    sessionCount: 4,
    sessionMinutes: 60,
  },
  title: "Productivity Workshop",
  description: "Video link: https://meet.example.com/abc",
  url: "https://teengrowth.academy/bookings/token",
  organizer: { name: "Teen Growth Academy", email: "hello@teengrowth.academy" },
  sequence: 0,
  domain: "teengrowth.academy",
};

function lines(calendar: string) {
  return calendar.split("\r\n");
}

describe("a group's calendar file", () => {
  it("is one weekly event series on the group's own clock, with the zone's definition", async () => {
    const calendar = await groupCalendar(input);
    expect(calendar.endsWith("\r\n")).toBe(true);
    const all = lines(calendar);
    expect(all.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(all).toContain("DTSTART;TZID=America/New_York:20261019T160000");
    expect(all).toContain("RRULE:FREQ=WEEKLY;COUNT=4");
    expect(all).toContain("DURATION:PT60M");
    // The definition covers the end of daylight saving between the second and third sessions.
    expect(all).toContain("BEGIN:VTIMEZONE");
    expect(all).toContain("TZID:America/New_York");
    expect(all).toContain("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU");
    expect(all.indexOf("END:VTIMEZONE")).toBeLessThan(all.indexOf("BEGIN:VEVENT"));
  });

  it("names the academy as organiser and keeps one UID per booking, raising the sequence on a change", async () => {
    const first = lines(await groupCalendar(input));
    const changed = lines(
      await groupCalendar({ ...input, sequence: 3, schedule: { ...input.schedule, startTime: "17:30" } }),
    );
    expect(first).toContain('ORGANIZER;CN="Teen Growth Academy":MAILTO:hello@teengrowth.academy');
    expect(first).toContain("UID:booking-1234@teengrowth.academy");
    expect(changed).toContain("UID:booking-1234@teengrowth.academy");
    expect(first).toContain("SEQUENCE:0");
    expect(changed).toContain("SEQUENCE:3");
    expect(changed).toContain("DTSTART;TZID=America/New_York:20261019T173000");
  });

  it("cancels the series it published: same UID, METHOD:CANCEL and STATUS:CANCELLED", async () => {
    const published = lines(await groupCalendar(input));
    expect(published).toContain("METHOD:PUBLISH");
    expect(published).toContain("STATUS:CONFIRMED");
    const cancelling = lines(await groupCalendar({ ...input, sequence: 1, cancelled: true }));
    expect(cancelling).toContain("METHOD:CANCEL");
    expect(cancelling).toContain("STATUS:CANCELLED");
    expect(cancelling).toContain("UID:booking-1234@teengrowth.academy");
    expect(cancelling).toContain("SEQUENCE:1");
  });

  it("refuses a zone it cannot describe", async () => {
    await expect(
      groupCalendar({ ...input, schedule: { ...input.schedule, timeZone: "Mars/Olympus" } }),
    ).rejects.toThrow();
  });
});
