import type { RosterTeen } from "./coach-groups.server.ts";

/** "16 h 02": a join's time on the group's clock, as the back-office writes times. */
export function joinTimeText(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("fr-FR", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const hour = parts.find((part) => part.type === "hour")?.value ?? "";
  const minute = parts.find((part) => part.type === "minute")?.value ?? "";
  return `${Number(hour)} h ${minute}`;
}

/** A roster's attendance as the pages show it: joins as times on the group's clock. */
export function attendanceRows(teens: RosterTeen[], timeZone: string) {
  return teens.map((teen) => ({
    bookingId: teen.bookingId,
    firstName: teen.firstName,
    held: teen.held,
    attended: teen.attended,
    marks: Object.fromEntries(
      Object.entries(teen.marks).map(([index, mark]) => [
        Number(index),
        { joinedText: mark.joinedAt ? joinTimeText(mark.joinedAt, timeZone) : null, status: mark.status },
      ]),
    ),
  }));
}
