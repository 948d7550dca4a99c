/**
 * The first date on an ISO weekday (1 = Monday) at least `minDays` days after `today` ('YYYY-MM-DD').
 * Plain calendar-date arithmetic (no clock time, no time zone), for seeded and default groups.
 */
export function nextWeekdayDate(today: string, isoWeekday: number, minDays = 7): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + minDays);
  const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
  date.setUTCDate(date.getUTCDate() + ((isoWeekday - weekday + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** The number at the start of a workshop's sessions text ('4 live sessions of 1 hour' -> 4), 4 without one. */
export function sessionCountOf(sessionsText: string): number {
  const count = Number.parseInt(sessionsText, 10);
  return Number.isInteger(count) && count > 0 ? count : 4;
}
