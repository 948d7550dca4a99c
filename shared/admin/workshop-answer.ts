import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { Refusal } from "./refusal.ts";

/** Why a workshop could not be saved or deleted (server/workshops/admin-workshops.server.ts). */
export type WorkshopRefusal = "not_found" | "has_bookings" | "seats_below_booked";

/** The text of a workshop's refusal, in the back-office's language. */
export function workshopRefusalText(refusal: Refusal<WorkshopRefusal>, language: Language): string {
  const locale = { locale: language };
  switch (refusal.reason) {
    case "not_found":
      return m.admin_workshop_not_found({}, locale);
    case "has_bookings":
      return m.admin_workshop_has_bookings({}, locale);
    case "seats_below_booked":
      return m.admin_workshop_seats_below_booked({ booked: refusal.values?.booked ?? 0 }, locale);
  }
}
