import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import type { Language } from "#shared/language.ts";
import { optionLabel } from "#app/components/productivity/schedule-options.tsx";

/** The chosen group of the workshop in one line, in its own time and zone; undefined without one. */
export function bookedGroupLine(
  workshop: BookingWorkshop,
  groupId: string | undefined,
  language: Language,
): string | undefined {
  const group = (workshop.groups ?? []).find((candidate) => candidate.id === groupId);
  return group && optionLabel({ ...group, schedule: group }, language);
}
