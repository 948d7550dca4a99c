import type { GroupSchedule } from "#shared/group-schedule.ts";

export type GroupCalendar = {
  /**
   * What the event stands for (a booking: "booking-{id}"), the start of its UID: a later file for
   * the same booking replaces the first, whichever group it is in by then.
   */
  eventId: string;
  schedule: GroupSchedule;
  title: string;
  description: string;
  /** The booking's page, or the video link once there is one. */
  url?: string;
  location?: string;
  organizer: { name: string; email: string };
  /** Raised each time the group's time or link, or the booking's group, changes: calendars keep the newest. */
  sequence: number;
  /** A cancelling file (METHOD:CANCEL, STATUS:CANCELLED): calendars remove the series. */
  cancelled?: boolean;
  /** The academy's host name, for a globally unique UID. */
  domain: string;
};

export type CalendarFile = { filename: string; content: string; contentType: string };

const contentType = (method: "PUBLISH" | "CANCEL") => `text/calendar; charset=utf-8; method=${method}`;

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
    uid: `${input.eventId}@${input.domain}`,
    sequence: input.sequence,
    productId: `-//${input.domain}//groups//EN`,
    method: input.cancelled ? "CANCEL" : "PUBLISH",
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
    status: input.cancelled ? "CANCELLED" : "CONFIRMED",
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
    filename: input.cancelled ? "workshop-sessions-cancelled.ics" : "workshop-sessions.ics",
    content: await groupCalendar(input),
    contentType: contentType(input.cancelled ? "CANCEL" : "PUBLISH"),
  };
}
