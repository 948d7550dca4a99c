import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { bookings, sessionAttendance, sessionNotes } from "#server/db/schema.server.ts";
import { groupSessions, type GroupSchedule } from "#shared/group-schedule.ts";
import { SESSION_NOTE_MAX_LENGTH } from "#shared/session-note.ts";
import type { AttendanceStatus } from "#shared/stored-values.ts";
import { JOIN_OPENS_MINUTES_BEFORE } from "./join-window.server.ts";

export type AttendanceMark = { joinedAt: Date | null; status: AttendanceStatus | null };

/** Every join and confirmation of a group's confirmed bookings, by booking then session. */
export async function attendanceOfGroup(
  db: Pick<Database, "select">,
  groupId: string,
): Promise<Map<string, Map<number, AttendanceMark>>> {
  const rows = await db
    .select({
      bookingId: sessionAttendance.bookingId,
      sessionIndex: sessionAttendance.sessionIndex,
      joinedAt: sessionAttendance.joinedAt,
      status: sessionAttendance.status,
    })
    .from(sessionAttendance)
    .where(eq(sessionAttendance.groupId, groupId));
  const byBooking = new Map<string, Map<number, AttendanceMark>>();
  for (const row of rows) {
    const sessions = byBooking.get(row.bookingId) ?? new Map<number, AttendanceMark>();
    sessions.set(row.sessionIndex, { joinedAt: row.joinedAt, status: row.status });
    byBooking.set(row.bookingId, sessions);
  }
  return byBooking;
}

/** Whether a teen counts as present: the coach's word when given, else a join. */
export const attended = (mark: AttendanceMark | undefined) =>
  mark?.status ? mark.status === "present" : Boolean(mark?.joinedAt);

/** The sessions held by `now` (ended) and how many of them the teen attended. */
export function attendanceSoFar(
  schedule: GroupSchedule,
  marks: Map<number, AttendanceMark> | undefined,
  now: Date,
): { held: number; attended: number } {
  const held = groupSessions(schedule).filter((session) => session.end.getTime() <= now.getTime());
  return { held: held.length, attended: held.filter((_, index) => attended(marks?.get(index))).length };
}

export type SaveAttendanceInput = {
  groupId: string;
  schedule: GroupSchedule;
  sessionIndex: number;
  statuses: { bookingId: string; status: AttendanceStatus }[];
  note: string;
  actorUserId: string;
};

export type SaveAttendanceOutcome =
  { ok: true } | { ok: false; reason: "no_session" | "not_started" | "note_too_long" };

/**
 * A coach's (or an administrator's) confirmation of one session: present or absent per teen, and
 * the session's private note (an empty note removes it). Only a session whose join window has opened
 * can be confirmed; only the group's confirmed bookings are written.
 */
export async function saveSessionAttendance(
  db: Database,
  input: SaveAttendanceInput,
  now: Date,
): Promise<SaveAttendanceOutcome> {
  const session = groupSessions(input.schedule)[input.sessionIndex];
  if (!session) return { ok: false, reason: "no_session" };
  if (now.getTime() < session.start.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000)
    return { ok: false, reason: "not_started" };
  const note = input.note.trim();
  if (note.length > SESSION_NOTE_MAX_LENGTH) return { ok: false, reason: "note_too_long" };
  await db.transaction(async (tx) => {
    const wanted = input.statuses.map((entry) => entry.bookingId);
    const seated =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                inArray(bookings.id, wanted),
                eq(bookings.groupId, input.groupId),
                eq(bookings.status, "confirmed"),
              ),
            );
    const allowed = new Set(seated.map((row) => row.id));
    for (const entry of input.statuses) {
      if (!allowed.has(entry.bookingId)) continue;
      await tx
        .insert(sessionAttendance)
        .values({
          bookingId: entry.bookingId,
          groupId: input.groupId,
          sessionIndex: input.sessionIndex,
          status: entry.status,
          confirmedAt: now,
          confirmedBy: input.actorUserId,
        })
        .onConflictDoUpdate({
          target: [sessionAttendance.bookingId, sessionAttendance.groupId, sessionAttendance.sessionIndex],
          set: { status: entry.status, confirmedAt: now, confirmedBy: input.actorUserId },
        });
    }
    if (note === "") {
      await tx
        .delete(sessionNotes)
        .where(
          and(eq(sessionNotes.groupId, input.groupId), eq(sessionNotes.sessionIndex, input.sessionIndex)),
        );
    } else {
      await tx
        .insert(sessionNotes)
        .values({
          groupId: input.groupId,
          sessionIndex: input.sessionIndex,
          note,
          updatedBy: input.actorUserId,
        })
        .onConflictDoUpdate({
          target: [sessionNotes.groupId, sessionNotes.sessionIndex],
          set: { note, updatedBy: input.actorUserId, updatedAt: sql`now()` },
        });
    }
  });
  return { ok: true };
}

/** A group's private session notes, by session index. */
export async function notesOfGroup(
  db: Pick<Database, "select">,
  groupId: string,
): Promise<Map<number, string>> {
  const rows = await db
    .select({ sessionIndex: sessionNotes.sessionIndex, note: sessionNotes.note })
    .from(sessionNotes)
    .where(eq(sessionNotes.groupId, groupId));
  return new Map(rows.map((row) => [row.sessionIndex, row.note]));
}
