import { TZDate } from "@date-fns/tz";
import { groupSessions, sessionText, type GroupSchedule } from "./group-schedule.ts";
import type { Language } from "./language.ts";

/** A booking's sessions as an event a web calendar can add. */
export type CalendarLinkEvent = { title: string; details: string; schedule: GroupSchedule };

export type CalendarLinks = { google: string; outlook: string };

const two = (value: number) => String(value).padStart(2, "0");

/** "20261210T160000": the wall-clock time in the group's zone, as Google's `dates` with `ctz` reads it. */
function wallClock(moment: Date, timeZone: string): string {
  const date = new TZDate(moment.getTime(), timeZone);
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}T${two(date.getHours())}${two(date.getMinutes())}00`;
}

/**
 * "Add to Google Calendar" and "Add to Outlook" links for a booking's sessions, beside its `.ics` file.
 * Google takes the weekly series in the group's zone (RRULE and ctz). Outlook's web link has no
 * repetition: it adds the first session, and its text lists every session.
 */
export function calendarLinks(event: CalendarLinkEvent, language: Language): CalendarLinks | null {
  const sessions = groupSessions(event.schedule);
  const first = sessions[0];
  if (!first) return null;
  const { timeZone, sessionCount } = event.schedule;
  const google = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${wallClock(first.start, timeZone)}/${wallClock(first.end, timeZone)}`,
    ctz: timeZone,
    details: event.details,
    ...(sessionCount > 1 && { recur: `RRULE:FREQ=WEEKLY;COUNT=${sessionCount}` }),
  });
  const outlook = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: first.start.toISOString(),
    enddt: first.end.toISOString(),
    body: [event.details, ...sessions.map((session) => sessionText(session, timeZone, language))].join("\n"),
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google.toString()}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${outlook.toString()}`,
  };
}
