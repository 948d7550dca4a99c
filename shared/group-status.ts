import { groupSessions, type GroupSchedule } from "./group-schedule.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";

export const GROUP_STATUSES = ["open", "full", "closed", "finished"] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

export type GroupStatusInput = GroupSchedule & {
  closedAt: Date | null;
  isActive: boolean;
  capacity: number;
  bookedSeats: number;
};

/**
 * A group's status, derived (docs/product/groups.md#status): finished once its last
 * session has ended, closed when an administrator closed it, full when its confirmed seats and live
 * holds reach its capacity, open otherwise.
 */
export function groupStatus(group: GroupStatusInput, held: number, now: Date): GroupStatus {
  const last = groupSessions(group).at(-1);
  if (last && last.end.getTime() <= now.getTime()) return "finished";
  if (group.closedAt || !group.isActive) return "closed";
  if (group.capacity - group.bookedSeats - held <= 0) return "full";
  return "open";
}

/** The status as the back-office says it ('Ouvert', 'Complet', 'Fermé', 'Terminé' in French). */
export function groupStatusLabel(status: GroupStatus, language: Language): string {
  const locale = { locale: language };
  switch (status) {
    case "open":
      return m.admin_groups_status_open({}, locale);
    case "full":
      return m.admin_groups_status_full({}, locale);
    case "closed":
      return m.admin_groups_status_closed({}, locale);
    case "finished":
      return m.admin_groups_status_finished({}, locale);
  }
}
