import { workshopGroups } from "#server/db/schema.server.ts";

/** The columns `scheduleOfGroup` (server/delivery/booking-groups.server.ts) makes a group's schedule from. */
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
