import { groupLabel } from "#shared/group-label.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";

type Counted = GroupSchedule & { dateRange: string; timeText: string; bookedSeats: number; capacity: number };

/**
 * One group in the Ateliers table's Places column: its label and its fill. A group made in the
 * back-office has no stored texts: it is named by its dates and weekly time, in the back-office's
 * language ("jeu. 10 déc. - jeu. 24 déc. 2026, le jeudi de 16 h à 17 h, heure de New York : 1/6").
 */
export function groupSeatsLine(group: Counted, language: Language): string {
  const label = groupLabel(group, language);
  return m.admin_workshops_group_seats(
    { label, booked: group.bookedSeats, capacity: group.capacity },
    { locale: language },
  );
}
