import { groupSessions, type GroupSchedule, type GroupSession } from "#shared/group-schedule.ts";

/** A join link opens the room this long before each session starts, and until the session ends. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

export type JoinWindow =
  | { kind: "open"; sessionIndex: number; session: GroupSession }
  | { kind: "before"; sessionIndex: number; session: GroupSession; opensAt: Date }
  | { kind: "ended" };

/**
 * Where `now` falls among a group's sessions: inside one's window (from 15 minutes before its start
 * to its end), before the next one, or after the last. The sessions' instants come from the group's
 * zone (shared/group-schedule.ts), so a daylight-saving change moves the window with the session.
 */
export function joinWindow(schedule: GroupSchedule, now: Date): JoinWindow {
  const at = now.getTime();
  const sessions = groupSessions(schedule);
  for (const [sessionIndex, session] of sessions.entries()) {
    const opensAt = new Date(session.start.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
    if (at < opensAt.getTime()) return { kind: "before", sessionIndex, session, opensAt };
    if (at < session.end.getTime()) return { kind: "open", sessionIndex, session };
  }
  return { kind: "ended" };
}
