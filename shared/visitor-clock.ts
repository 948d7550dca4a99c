/** A moment on a wall clock: its weekday (0 is Sunday), hours (0 to 23) and minutes. */
export type WallClock = { day: number; hours: number; minutes: number };

/** A session as the visitor's clock needs it: its instants, and its start and end on the group's own clock. */
export type VisitorClockSession = {
  start: number;
  end: number;
  own: [WallClock, WallClock];
  language: "en" | "fr";
};

/**
 * A session on the visitor's own clock ("10-11 PM your time", "Tuesdays 3-4 AM your time"; in French
 * "de 22 h à 23 h à votre heure"), or null when the visitor's clock shows the group's own day and
 * time. `visitorZone` null reads the browser's own clock (Date's local time); a zone is read with
 * Intl, and one the browser does not know throws.
 *
 * Self-contained on purpose: besides React, the productivity page runs it as an inline script before
 * its first paint (serialized with Function.prototype.toString, app/components/visitor-clock-script.tsx),
 * so it must refer to nothing outside itself. There it reads the local clock: the group's own clock
 * comes from the server, so no Intl time-zone formatter is built, whose first construction (the
 * browser loading its zone and pattern data) once cost the page 30 to 130 ms of blocking time
 * (docs/decisions/015-public-page-cache-and-first-load.md).
 */
export function visitorClockText(session: VisitorClockSession, visitorZone: string | null): string | null {
  const fr = session.language === "fr";
  const weekdays = fr
    ? ["le dimanche", "le lundi", "le mardi", "le mercredi", "le jeudi", "le vendredi", "le samedi"]
    : ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];
  const format =
    visitorZone === null
      ? null
      : new Intl.DateTimeFormat("en-US", {
          timeZone: visitorZone,
          weekday: "short",
          hour: "numeric",
          minute: "2-digit",
          hourCycle: "h23",
        });
  const wallClock = (time: number): WallClock => {
    if (!format) {
      const date = new Date(time);
      return { day: date.getDay(), hours: date.getHours(), minutes: date.getMinutes() };
    }
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(time)) parts[part.type] = part.value;
    return {
      day: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? ""),
      hours: Number(parts.hour) % 24,
      minutes: Number(parts.minute),
    };
  };
  const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);
  const range = (start: WallClock, end: WallClock) => {
    if (fr) {
      const clock = (at: typeof start) =>
        at.minutes ? `${at.hours} h ${twoDigits(at.minutes)}` : `${at.hours} h`;
      return { day: start.day, text: `de ${clock(start)} à ${clock(end)}` };
    }
    const clock = (at: typeof start) => {
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
  const group = range(session.own[0], session.own[1]);
  const visitor = range(wallClock(session.start), wallClock(session.end));
  if (visitor.text === group.text && visitor.day === group.day) return null;
  const day = visitor.day === group.day ? "" : `${weekdays[visitor.day]} `;
  return fr ? `${day}${visitor.text} à votre heure` : `${day}${visitor.text} your time`;
}
