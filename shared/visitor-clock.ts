/** A wall clock's reading: the weekday (0 is Sunday), the hour (0-23) and the minutes. */
export type WallClock = { day: number; hours: number; minutes: number };

/**
 * A session as the visitor's clock needs it: its instants, and the group's own wall clock at each
 * (read on the server, or by the page, with the time-zone library: shared/group-schedule.ts).
 */
export type VisitorClockSession = {
  start: number;
  end: number;
  group: { start: WallClock; end: WallClock };
  language: "en" | "fr";
};

/**
 * A session on the visitor's own clock ("10-11 PM your time", "Tuesdays 3-4 AM your time"; in French
 * "de 22 h à 23 h à votre heure"), or null when the visitor's clock shows the group's own day and
 * time. `visitorClock` reads an instant on the visitor's clock; by default the browser's own, from
 * `Date`'s local getters.
 *
 * No `Intl`: measured in Chrome at Lighthouse's 4× slowdown, the first `Intl` call of a page (even
 * `Intl.DateTimeFormat().resolvedOptions()`) costs 165 to 210 ms, `Date`'s getters about 1 ms.
 * Self-contained (no import, no outer name): the productivity page's inline script is this
 * function's own text (app/components/visitor-clock-script.tsx).
 */
export function visitorClockText(
  session: VisitorClockSession,
  visitorClock?: (time: number) => WallClock,
): string | null {
  const fr = session.language === "fr";
  const weekdays = fr
    ? ["le dimanche", "le lundi", "le mardi", "le mercredi", "le jeudi", "le vendredi", "le samedi"]
    : ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];
  const readClock =
    visitorClock ??
    ((time: number) => {
      const date = new Date(time);
      return { day: date.getDay(), hours: date.getHours(), minutes: date.getMinutes() };
    });
  const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);
  const range = (start: WallClock, end: WallClock) => {
    if (fr) {
      const clock = (at: WallClock) =>
        at.minutes ? `${at.hours} h ${twoDigits(at.minutes)}` : `${at.hours} h`;
      return { day: start.day, text: `de ${clock(start)} à ${clock(end)}` };
    }
    const clock = (at: WallClock) => {
      const hour = at.hours % 12 === 0 ? 12 : at.hours % 12;
      return {
        text: at.minutes ? `${hour}:${twoDigits(at.minutes)}` : `${hour}`,
        meridiem: at.hours < 12 ? "AM" : "PM",
      };
    };
    const from = clock(start);
    const to = clock(end);
    return {
      day: start.day,
      text:
        from.meridiem === to.meridiem
          ? `${from.text}-${to.text} ${to.meridiem}`
          : `${from.text} ${from.meridiem}-${to.text} ${to.meridiem}`,
    };
  };
  const group = range(session.group.start, session.group.end);
  const visitor = range(readClock(session.start), readClock(session.end));
  if (visitor.text === group.text && visitor.day === group.day) return null;
  const day = visitor.day === group.day ? "" : `${weekdays[visitor.day]} `;
  return fr ? `${day}${visitor.text} à votre heure` : `${day}${visitor.text} your time`;
}

/**
 * An instant on a named zone's clock, with the browser's or Node's Intl (throws on a zone it does
 * not know): for a visitor whose zone is given rather than read from the browser.
 */
export function zoneClock(zone: string): (time: number) => WallClock {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return (time) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(time)) parts[part.type] = part.value;
    return {
      day: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? ""),
      hours: Number(parts.hour) % 24,
      minutes: Number(parts.minute),
    };
  };
}
