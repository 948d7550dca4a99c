import type { GroupSchedule } from "#shared/group-schedule.ts";

export type GroupCalendar = {
  /** The group's id: the event's UID, so a later file for the same group replaces the first. */
  groupId: string;
  schedule: GroupSchedule;
  title: string;
  description: string;
  /** The booking's page, or the video link once there is one. */
  url?: string;
  location?: string;
  organizer: { name: string; email: string };
  /** Raised each time the group's time or link changes: calendars keep the newest. */
  sequence: number;
  /** The academy's host name, for a globally unique UID. */
  domain: string;
};

export type CalendarFile = { filename: string; content: string; contentType: string };

const CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

function wallClock(schedule: GroupSchedule): [number, number, number, number, number] {
  const [year = 0, month = 1, day = 1] = schedule.firstSessionDate.split("-").map(Number);
  const [hours = 0, minutes = 0] = schedule.startTime.split(":").map(Number);
  return [year, month, day, hours, minutes];
}

/**
 * One event series for every session of a group (docs/product/groups-and-delivery.md#time-zones): DTSTART in
 * the group's own zone (TZID, with its VTIMEZONE), repeated weekly, so calendars keep the wall-clock time across
 * daylight saving. The `ics` library writes the event; it has no time-zone support, so its floating start is
 * given the group's TZID and the zone's definition is added from a maintained tz database package.
 */
export async function groupCalendar(input: GroupCalendar): Promise<string> {
  const { schedule } = input;
  // Both libraries (with the time-zone database and the validation library ics brings) are loaded
  // on the first calendar file, not at start-up (docs/decisions/022-benchmarks-and-memory.md).
  const [{ createEvent }, { getVtimezoneComponent }] = await Promise.all([
    import("ics"),
    import("@touch4it/ical-timezones"),
  ]);
  const { error, value } = createEvent({
    uid: `group-${input.groupId}@${input.domain}`,
    sequence: input.sequence,
    productId: `-//${input.domain}//groups//EN`,
    method: "PUBLISH",
    title: input.title,
    description: input.description,
    ...(input.url && { url: input.url }),
    ...(input.location && { location: input.location }),
    organizer: input.organizer,
    start: wallClock(schedule),
    // Read and written as given: the TZID below says whose clock it is.
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: schedule.sessionMinutes },
    recurrenceRule: `FREQ=WEEKLY;COUNT=${schedule.sessionCount}`,
    status: "CONFIRMED",
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be written");
  const zone = getVtimezoneComponent(schedule.timeZone);
  if (!zone) throw new Error(`No time-zone definition for ${schedule.timeZone}`);
  const zoned = value.replace(/^DTSTART:(\d{8}T\d{6})Z\r$/m, `DTSTART;TZID=${schedule.timeZone}:$1\r`);
  if (zoned === value) throw new Error("The calendar file has no start to place in its time zone");
  const zoneLines = zone.trim().split(/\r?\n/).join("\r\n");
  return zoned.replace("BEGIN:VEVENT", `${zoneLines}\r\nBEGIN:VEVENT`);
}

export async function groupCalendarFile(input: GroupCalendar): Promise<CalendarFile> {
  return {
    filename: "workshop-sessions.ics",
    content: await groupCalendar(input),
    contentType: CONTENT_TYPE,
  };
}
