import { workshopGroups } from "#server/db/schema.server.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";

/** The columns `scheduleOfGroup` makes a group's schedule from. */
export const groupScheduleColumns = {
  timeZone: workshopGroups.timeZone,
  weekday: workshopGroups.weekday,
  startTime: workshopGroups.startTime,
  firstSessionDate: workshopGroups.firstSessionDate,
  sessionCount: workshopGroups.sessionCount,
  sessionMinutes: workshopGroups.sessionMinutes,
};

/** The columns shared/group-label.ts needs to name a group. */
export const groupLabelColumns = {
  dateRange: workshopGroups.dateRange,
  timeText: workshopGroups.timeText,
  ...groupScheduleColumns,
};

/** A group's schedule from a row read with `groupScheduleColumns`. */
export function scheduleOfGroup(group: GroupSchedule): GroupSchedule {
  return {
    timeZone: group.timeZone,
    weekday: group.weekday,
    startTime: group.startTime,
    firstSessionDate: group.firstSessionDate,
    sessionCount: group.sessionCount,
    sessionMinutes: group.sessionMinutes,
  };
}
