import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import {
  attendanceOfGroup,
  attendanceSoFar,
  notesOfGroup,
} from "#server/attendance/session-attendance.server.ts";
import { familyLanguage } from "#server/attendance/family-language.server.ts";
import { JOIN_OPENS_MINUTES_BEFORE } from "#server/attendance/join-window.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings, groupCoaches, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { groupSessions } from "#shared/group-schedule.ts";
import type { Language } from "#shared/language.ts";
import type { AttendanceStatus } from "#shared/stored-values.ts";

/** An administrator's list in the coaches' area leaves out groups that ended longer ago than this. */
const ADMIN_LIST_DAYS_AFTER_END = 14;

export type Viewer = { userId: string; isAdmin: boolean };

/**
 * The groups one coach sees in the coaches' area: those an administrator put it on (an
 * administrator sees every group running or ahead), each with its teens' count and next session.
 */
export async function groupsForCoach(db: Pick<Database, "select">, viewer: Viewer, now: Date) {
  const rows = await db
    .select({
      id: workshopGroups.id,
      workshopTitle: workshops.title,
      ...groupScheduleColumns,
      teens: sql<number>`(select count(*)::int from bookings b
        where b.group_id = ${workshopGroups.id} and b.status = 'confirmed')`,
    })
    .from(workshopGroups)
    .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
    .where(
      viewer.isAdmin
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(groupCoaches)
              .where(
                and(eq(groupCoaches.groupId, workshopGroups.id), eq(groupCoaches.userId, viewer.userId)),
              ),
          ),
    )
    .orderBy(asc(workshopGroups.firstSessionDate), asc(workshopGroups.startTime), asc(workshopGroups.id));
  const at = now.getTime();
  return rows
    .map((row) => {
      const schedule = scheduleOfGroup(row);
      const sessions = groupSessions(schedule);
      const nextIndex = sessions.findIndex((session) => session.end.getTime() > at);
      const last = sessions.at(-1);
      return {
        id: row.id,
        workshopTitle: row.workshopTitle,
        schedule,
        teens: row.teens,
        next: nextIndex >= 0 ? { index: nextIndex, ...sessions[nextIndex]! } : null,
        endedAt: last?.end ?? null,
      };
    })
    .filter(
      (group) =>
        !viewer.isAdmin ||
        !group.endedAt ||
        group.endedAt.getTime() > at - ADMIN_LIST_DAYS_AFTER_END * 24 * 3_600_000,
    );
}

export type RosterTeen = {
  bookingId: string;
  firstName: string;
  age: number | null;
  specialRequests: string;
  language: Language;
  /** By session index: when the join link was first opened, and what was confirmed. */
  marks: Record<number, { joinedAt: string | null; status: AttendanceStatus | null }>;
  held: number;
  attended: number;
};

/**
 * A group as its coach sees it: its sessions (with the private notes) and, for each teen of a
 * confirmed booking, only what the session needs: first name, age, the parent's special requests,
 * the family's language and attendance. Nothing about payments, parents' addresses or other groups.
 */
export async function coachGroupRoster(db: Pick<Database, "select">, groupId: string, now: Date) {
  const [group] = await db
    .select({
      id: workshopGroups.id,
      workshopTitle: workshops.title,
      videoUrl: workshopGroups.videoUrl,
      ...groupScheduleColumns,
    })
    .from(workshopGroups)
    .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
    .where(eq(workshopGroups.id, groupId))
    .limit(1);
  if (!group) return undefined;
  const schedule = scheduleOfGroup(group);
  const [rows, marks, notes] = await Promise.all([
    db
      .select({
        bookingId: bookings.id,
        language: bookings.language,
        firstName: bookings.teenFirstName,
        age: bookings.teenAge,
        specialRequests: bookings.specialRequests,
      })
      .from(bookings)
      .where(and(eq(bookings.groupId, groupId), eq(bookings.status, "confirmed")))
      .orderBy(asc(bookings.teenFirstName), asc(bookings.createdAt)),
    attendanceOfGroup(db, groupId),
    notesOfGroup(db, groupId),
  ]);
  const at = now.getTime();
  const sessions = groupSessions(schedule).map((session, index) => ({
    index,
    start: session.start,
    end: session.end,
    opened: at >= session.start.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000,
    ended: at >= session.end.getTime(),
    note: notes.get(index) ?? "",
  }));
  const teens: RosterTeen[] = rows.map((row) => {
    const own = marks.get(row.bookingId);
    return {
      bookingId: row.bookingId,
      firstName: row.firstName,
      age: row.age,
      specialRequests: row.specialRequests ?? "",
      language: familyLanguage(row),
      marks: Object.fromEntries(
        [...(own ?? new Map())].map(([index, mark]) => [
          index,
          { joinedAt: mark.joinedAt?.toISOString() ?? null, status: mark.status },
        ]),
      ),
      ...attendanceSoFar(schedule, own, now),
    };
  });
  return {
    group: { id: group.id, workshopTitle: group.workshopTitle, videoUrl: group.videoUrl, schedule },
    sessions,
    teens,
  };
}
