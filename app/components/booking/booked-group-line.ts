import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import type { Language } from "#shared/language.ts";
import { groupChoiceLabel } from "#app/components/productivity/group-picker.tsx";

/** The chosen group of the workshop in one line, in its own time and zone; undefined without one. */
export function bookedGroupLine(
  workshop: BookingWorkshop,
  groupId: string | undefined,
  language: Language,
): string | undefined {
  const group = (workshop.groups ?? []).find((candidate) => candidate.id === groupId);
  return group && groupChoiceLabel({ ...group, schedule: group }, language);
}
