import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import {
  bookings,
  joinLinks,
  sessionAttendance,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import type { Language } from "#shared/language.ts";
import { familyLanguage } from "./family-language.server.ts";
import { joinWindow } from "./join-window.server.ts";

type Found = { language: Language; workshopTitle: string; schedule: GroupSchedule };

/** What opening a join link comes to (docs/product/coaches-and-attendance.md#join-links). */
export type JoinOutcome =
  | { kind: "not_found" }
  /** Inside a session's window: the room's link; the join is recorded. */
  | { kind: "open"; videoUrl: string; sessionIndex: number }
  /** Inside a window, but the academy has not given the group a room yet. */
  | (Found & { kind: "no_room"; sessionIndex: number })
  | (Found & { kind: "wait"; sessionIndex: number; start: Date; end: Date; opensAt: Date })
  | (Found & { kind: "ended" });

/**
 * A teen's join link at `now`. It opens only for a confirmed booking still in the link's group (a
 * move to another group, or a cancellation, closes the old link). Each opening inside a session's
 * window records the teen as joined for that session: the first opening's time stays, however many
 * times the link is opened again.
 */
export async function openJoinLink(db: Database, token: string, now: Date): Promise<JoinOutcome> {
  if (!isRandomToken(token)) return { kind: "not_found" };
  const [row] = await db
    .select({
      bookingId: bookings.id,
      language: bookings.language,
      groupId: workshopGroups.id,
      workshopTitle: workshops.title,
      videoUrl: workshopGroups.videoUrl,
      ...groupScheduleColumns,
    })
    .from(joinLinks)
    .innerJoin(bookings, and(eq(bookings.id, joinLinks.bookingId), eq(bookings.groupId, joinLinks.groupId)))
    .innerJoin(workshopGroups, eq(workshopGroups.id, joinLinks.groupId))
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    .where(and(eq(joinLinks.token, token), eq(bookings.status, "confirmed")))
    .limit(1);
  if (!row) return { kind: "not_found" };
  const schedule = scheduleOfGroup(row);
  const found: Found = { language: familyLanguage(row), workshopTitle: row.workshopTitle, schedule };
  const window = joinWindow(schedule, now);
  if (window.kind === "ended") return { ...found, kind: "ended" };
  if (window.kind === "before")
    return {
      ...found,
      kind: "wait",
      sessionIndex: window.sessionIndex,
      start: window.session.start,
      end: window.session.end,
      opensAt: window.opensAt,
    };
  if (!row.videoUrl) return { ...found, kind: "no_room", sessionIndex: window.sessionIndex };
  await recordJoin(
    db,
    { bookingId: row.bookingId, groupId: row.groupId, sessionIndex: window.sessionIndex },
    now,
  );
  return { kind: "open", videoUrl: row.videoUrl, sessionIndex: window.sessionIndex };
}

/** The teen joined this session: the first time is kept (a coach's confirmation stays as it was). */
export async function recordJoin(
  db: Pick<Database, "insert">,
  key: { bookingId: string; groupId: string; sessionIndex: number },
  now: Date,
) {
  await db
    .insert(sessionAttendance)
    .values({ ...key, joinedAt: now })
    .onConflictDoUpdate({
      target: [sessionAttendance.bookingId, sessionAttendance.groupId, sessionAttendance.sessionIndex],
      set: { joinedAt: sql`coalesce(${sessionAttendance.joinedAt}, excluded.joined_at)` },
    });
}
