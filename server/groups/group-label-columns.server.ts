import { workshopGroups } from "#server/db/schema.server.ts";

/** The columns shared/group-label.ts needs to name a group. */
export const groupLabelColumns = {
  dateRange: workshopGroups.dateRange,
  timeText: workshopGroups.timeText,
  timeZone: workshopGroups.timeZone,
  weekday: workshopGroups.weekday,
  startTime: workshopGroups.startTime,
  firstSessionDate: workshopGroups.firstSessionDate,
  sessionCount: workshopGroups.sessionCount,
  sessionMinutes: workshopGroups.sessionMinutes,
};
