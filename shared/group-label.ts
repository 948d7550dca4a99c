import { groupTimeText, sessionDatesText, type GroupSchedule } from "./group-schedule.ts";
import type { Language } from "./language.ts";

/** A group as the public pages show it (docs/product/groups.md#choosing-a-group). */
export type PublicGroup = GroupSchedule & {
  id: string;
  /** The texts parents know for the productivity groups ("Mondays, 4-week run", "4-5 PM EST"); may be empty. */
  dateRange: string;
  timeText: string;
  spotsLeft: number;
};

type Labelled = GroupSchedule & { dateRange: string; timeText: string };

/**
 * The group in one line, always in the group's own time and zone: its stored texts when it has them
 * ("Mondays, 4-week run, 4-5 PM EST"), else its dates and weekly time
 * ("Mon 7 Dec - Mon 21 Dec 2026, Mondays 4-5 PM New York time"). The stored texts are English: in
 * French the group is always named by its dates and weekly time
 * ("lun. 7 déc. - lun. 21 déc. 2026, le lundi de 16 h à 17 h, heure de New York").
 */
export function groupLabel(group: Labelled, language: Language = "en"): string {
  if (language === "en" && group.dateRange && group.timeText) return `${group.dateRange}, ${group.timeText}`;
  return `${sessionDatesText(group, language)}, ${groupTimeText(group, language)}`;
}

/**
 * The group in one line for the family who books it: its stored texts alone do not say when it
 * starts, so its dates follow them ("Mondays, 4-week run, 4-5 PM EST (Mon 7 Dec - Mon 28 Dec 2026)").
 */
export function groupLabelWithDates(group: Labelled, language: Language = "en"): string {
  // Only the stored (English) texts lack the dates: the label built from the schedule starts with them.
  if (language === "en" && group.dateRange && group.timeText)
    return `${groupLabel(group, language)} (${sessionDatesText(group, language)})`;
  return groupLabel(group, language);
}
