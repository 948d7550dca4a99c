/** A session as the visitor's clock needs it: its instants and the group's own zone. */
export type VisitorClockSession = { start: number; end: number; zone: string; language: "en" | "fr" };

/**
 * A session on the visitor's own clock ("10-11 PM your time", "Tuesdays 3-4 AM your time"; in French
 * "de 22 h à 23 h à votre heure"), or null when the visitor's clock shows the group's own day and
 * time. Throws on a zone the browser does not know.
 *
 * Read with the browser's own Intl, no time-zone library. It once also ran as an inline script
 * before the first paint; measured, the browser's first time-zone formatting cost the productivity
 * page 30 to 130 ms of blocking time, over its budget (docs/decisions/015-public-page-cache-and-first-load.md).
 */
export function visitorClockText(session: VisitorClockSession, visitorZone: string): string | null {
  const fr = session.language === "fr";
  const weekdays = fr
    ? ["le dimanche", "le lundi", "le mardi", "le mercredi", "le jeudi", "le vendredi", "le samedi"]
    : ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];
  const wallClock = (time: number, zone: string) => {
    const parts: Record<string, string> = {};
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "short",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const part of format.formatToParts(time)) parts[part.type] = part.value;
    return {
      day: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? ""),
      hours: Number(parts.hour) % 24,
      minutes: Number(parts.minute),
    };
  };
  const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);
  const range = (zone: string) => {
    const start = wallClock(session.start, zone);
    const end = wallClock(session.end, zone);
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
  const group = range(session.zone);
  const visitor = range(visitorZone);
  if (visitor.text === group.text && visitor.day === group.day) return null;
  const day = visitor.day === group.day ? "" : `${weekdays[visitor.day]} `;
  return fr ? `${day}${visitor.text} à votre heure` : `${day}${visitor.text} your time`;
}
