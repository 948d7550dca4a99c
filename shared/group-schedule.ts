import { visitorClockText, zoneClock, type VisitorClockSession, type WallClock } from "./visitor-clock.ts";
import { TZDate } from "@date-fns/tz";
import { addMinutes, addWeeks } from "date-fns";
import type { Language } from "./language.ts";
import { timeZoneCity } from "./time-zone-city.ts";

/**
 * When a group meets (docs/product/groups-and-delivery.md#time-zones): a weekly wall-clock time in the group's
 * own IANA zone. Every conversion goes through @date-fns/tz, so a daylight-saving change between two sessions
 * keeps the wall-clock time and moves the instant.
 */
export type GroupSchedule = {
  timeZone: string;
  /** ISO weekday, 1 = Monday ... 7 = Sunday; the first session date falls on it. */
  weekday: number;
  /** "HH:MM", 24-hour, in timeZone. */
  startTime: string;
  /** "YYYY-MM-DD", in timeZone. */
  firstSessionDate: string;
  sessionCount: number;
  sessionMinutes: number;
};

export type GroupSession = { start: Date; end: Date };

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function numbers(text: string, separator: string): number[] {
  return text.split(separator).map(Number);
}

function firstStart(schedule: GroupSchedule): TZDate {
  const [year = 0, month = 1, day = 1] = numbers(schedule.firstSessionDate, "-");
  const [hours = 0, minutes = 0] = numbers(schedule.startTime, ":");
  return new TZDate(year, month - 1, day, hours, minutes, schedule.timeZone);
}

/** Every session of the group, weekly from the first session date, at the same wall-clock time. */
export function groupSessions(schedule: GroupSchedule): GroupSession[] {
  const first = firstStart(schedule);
  return Array.from({ length: Math.max(0, schedule.sessionCount) }, (_, index) => {
    const start = addWeeks(first, index);
    return {
      start: new Date(start.getTime()),
      end: new Date(addMinutes(start, schedule.sessionMinutes).getTime()),
    };
  });
}

/** The group's first session's start (an instant: the group's zone and daylight-saving applied). */
export function firstSessionStart(schedule: GroupSchedule): Date | null {
  return groupSessions({ ...schedule, sessionCount: 1 })[0]?.start ?? null;
}

/** The ISO weekday (1-7) of a calendar date "YYYY-MM-DD". */
export function isoWeekdayOfDate(date: string): number {
  const [year = 0, month = 1, day = 1] = numbers(date, "-");
  const weekday = new TZDate(year, month - 1, day, "UTC").getDay();
  return weekday === 0 ? 7 : weekday;
}

const names = {
  en: {
    weekdaysPlural: ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"],
    weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  fr: {
    weekdaysPlural: [
      "le dimanche",
      "le lundi",
      "le mardi",
      "le mercredi",
      "le jeudi",
      "le vendredi",
      "le samedi",
    ],
    weekdaysShort: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
    months: [
      "janv.",
      "févr.",
      "mars",
      "avr.",
      "mai",
      "juin",
      "juil.",
      "août",
      "sept.",
      "oct.",
      "nov.",
      "déc.",
    ],
  },
} as const;

function zoneLabel(timeZone: string, language: Language): string {
  const city = timeZoneCity(timeZone, language);
  return language === "fr" ? `heure de ${city}` : `${city} time`;
}

function clockEn(date: TZDate): { text: string; meridiem: string } {
  const hours = date.getHours();
  const minutes = date.getMinutes();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    text: minutes === 0 ? `${hour12}` : `${hour12}:${String(minutes).padStart(2, "0")}`,
    meridiem: hours < 12 ? "AM" : "PM",
  };
}

function clockFr(date: TZDate): string {
  const minutes = date.getMinutes();
  return minutes === 0 ? `${date.getHours()} h` : `${date.getHours()} h ${String(minutes).padStart(2, "0")}`;
}

/** "4-5 PM", "11 AM-12 PM", "4:30-5:30 PM"; in French "de 16 h à 17 h". */
function timeRange(start: TZDate, end: TZDate, language: Language): string {
  if (language === "fr") return `de ${clockFr(start)} à ${clockFr(end)}`;
  const from = clockEn(start);
  const to = clockEn(end);
  return from.meridiem === to.meridiem
    ? `${from.text}-${to.text} ${to.meridiem}`
    : `${from.text} ${from.meridiem}-${to.text} ${to.meridiem}`;
}

function inZone(session: GroupSession, timeZone: string): { start: TZDate; end: TZDate } {
  return {
    start: new TZDate(session.start.getTime(), timeZone),
    end: new TZDate(session.end.getTime(), timeZone),
  };
}

function firstSession(schedule: GroupSchedule): GroupSession {
  const start = firstStart(schedule);
  return {
    start: new Date(start.getTime()),
    end: new Date(addMinutes(start, schedule.sessionMinutes).getTime()),
  };
}

/** "Mondays 4-5 PM New York time"; in French "le lundi de 16 h à 17 h, heure de New York". */
export function groupTimeText(schedule: GroupSchedule, language: Language): string {
  const { start, end } = inZone(firstSession(schedule), schedule.timeZone);
  const day = names[language].weekdaysPlural[start.getDay()];
  const range = timeRange(start, end, language);
  return language === "fr"
    ? `${day} ${range}, ${zoneLabel(schedule.timeZone, language)}`
    : `${day} ${range} ${zoneLabel(schedule.timeZone, language)}`;
}

/**
 * The same sessions on the visitor's clock: "10-11 PM your time", with the weekday when it differs
 * ("Tuesdays 4-5 AM your time"). Null when the visitor's clock shows the group's own time, or the zone is unknown.
 * Measured on the first session: the offsets of two zones can differ for a few weeks a year.
 */
export function visitorTimeText(
  schedule: GroupSchedule,
  visitorTimeZone: string | null | undefined,
  language: Language,
): string | null {
  if (!visitorTimeZone || !isValidTimeZone(visitorTimeZone)) return null;
  return visitorClockText(visitorClockSession(schedule, language), zoneClock(visitorTimeZone));
}

/**
 * The same line on the clock of the machine this runs on: in a browser, the visitor's own, read
 * with `Date` alone (no zone to name), as the productivity page's inline script reads it.
 */
export function localVisitorTimeText(schedule: GroupSchedule, language: Language): string | null {
  return visitorClockText(visitorClockSession(schedule, language));
}

/** A group's first session as the visitor's clock reads it (shared/visitor-clock.ts). */
export function visitorClockSession(schedule: GroupSchedule, language: Language): VisitorClockSession {
  const session = firstSession(schedule);
  const { start, end } = inZone(session, schedule.timeZone);
  const wallClock = (date: TZDate): WallClock => ({
    day: date.getDay(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  });
  return {
    start: session.start.getTime(),
    end: session.end.getTime(),
    group: { start: wallClock(start), end: wallClock(end) },
    language,
  };
}

/** "Mondays 4-5 PM New York time, 10-11 PM your time", or the group's time alone. */
export function scheduleText(
  schedule: GroupSchedule,
  language: Language,
  visitorTimeZone?: string | null,
): string {
  const own = groupTimeText(schedule, language);
  const visitor = visitorTimeText(schedule, visitorTimeZone, language);
  return visitor ? `${own}, ${visitor}` : own;
}

/** "Mon 7 Dec" (with the year when asked); in French "lun. 7 déc.". */
function dayText(date: TZDate, language: Language, withYear: boolean): string {
  const words = names[language];
  const text = `${words.weekdaysShort[date.getDay()]} ${date.getDate()} ${words.months[date.getMonth()]}`;
  return withYear ? `${text} ${date.getFullYear()}` : text;
}

/** "Mon 7 Dec - Mon 28 Dec 2026", the first and last session dates in the group's zone. */
export function sessionDatesText(schedule: GroupSchedule, language: Language): string {
  const sessions = groupSessions(schedule);
  const first = sessions[0];
  const last = sessions.at(-1);
  if (!first || !last) return "";
  const from = new TZDate(first.start.getTime(), schedule.timeZone);
  const to = new TZDate(last.start.getTime(), schedule.timeZone);
  if (sessions.length === 1) return dayText(from, language, true);
  return `${dayText(from, language, from.getFullYear() !== to.getFullYear())} - ${dayText(to, language, true)}`;
}

/** One session for an e-mail: "Mon 7 Dec 2026, 4-5 PM New York time". */
export function sessionText(session: GroupSession, timeZone: string, language: Language): string {
  const { start, end } = inZone(session, timeZone);
  const zone = zoneLabel(timeZone, language);
  const range = timeRange(start, end, language);
  return language === "fr"
    ? `${dayText(start, language, true)}, ${range} (${zone})`
    : `${dayText(start, language, true)}, ${range} ${zone}`;
}

/** One moment for a sentence: "Mon 7 Dec 2026, 4:30 PM New York time"; in French "lun. 7 déc. 2026, 16 h 30 (heure de New York)". */
export function momentText(moment: Date, timeZone: string, language: Language): string {
  const date = new TZDate(moment.getTime(), timeZone);
  const zone = zoneLabel(timeZone, language);
  if (language === "fr") return `${dayText(date, language, true)}, ${clockFr(date)} (${zone})`;
  const clock = clockEn(date);
  return `${dayText(date, language, true)}, ${clock.text} ${clock.meridiem} ${zone}`;
}
