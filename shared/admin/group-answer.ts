import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { Refusal } from "./refusal.ts";

/** Why a group could not be saved (server/groups/admin-groups.server.ts, `saveGroup`). */
export type GroupSaveRefusal =
  "in_the_past" | "above_workshop" | "below_booked" | "not_found" | "workshop_not_found" | "duplicate";

/** Why a group could not be closed, reopened or deleted. */
export type GroupChangeRefusal = "not_found" | "has_bookings";

/** Why a booking could not be put in a group (server/groups/assign-booking.server.ts). */
export type GroupAssignRefusal = "not_unassigned" | "not_found" | "other_workshop" | "not_open" | "full";

export type GroupRefusal = GroupSaveRefusal | GroupChangeRefusal | GroupAssignRefusal;

/** The text of a group's refusal, in the back-office's language (docs/product/groups.md#group-editor). */
export function groupRefusalText(refusal: Refusal<GroupRefusal>, language: Language): string {
  const locale = { locale: language };
  switch (refusal.reason) {
    case "in_the_past":
      return m.admin_group_in_the_past({}, locale);
    case "above_workshop":
      return m.admin_group_above_workshop({ max: refusal.values?.max ?? 0 }, locale);
    case "below_booked":
      return m.admin_group_below_booked({ booked: refusal.values?.booked ?? 0 }, locale);
    case "not_found":
      return m.admin_group_not_found({}, locale);
    case "workshop_not_found":
      return m.admin_group_workshop_not_found({}, locale);
    case "duplicate":
      return m.admin_group_duplicate({}, locale);
    case "has_bookings":
      return m.admin_group_has_bookings({}, locale);
    case "not_unassigned":
      return m.admin_group_not_unassigned({}, locale);
    case "other_workshop":
      return m.admin_group_other_workshop({}, locale);
    case "not_open":
      return m.admin_group_not_open({}, locale);
    case "full":
      return m.admin_group_full({}, locale);
  }
}
