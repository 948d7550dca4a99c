import { timeZoneCity } from "#shared/group-schedule.ts";

/** "Tuesday 24 November, 2:30 pm (New York time)": when an offer ends, in the group's own zone. */
export function heldUntilText(date: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone,
  }).format(date);
  return `${text} (${timeZoneCity(timeZone)} time)`;
}
