import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { Refusal } from "./refusal.ts";

/** Why a teen's details could not be erased now (server/privacy/admin-erasure.server.ts). */
export type ErasureRefusal = "not_found" | "already_erased" | "still_live";

/** The text of an erasure's refusal, in the back-office's language. */
export function erasureRefusalText(refusal: Refusal<ErasureRefusal>, language: Language): string {
  const locale = { locale: language };
  switch (refusal.reason) {
    case "not_found":
      return m.admin_bookings_erase_not_found({}, locale);
    case "already_erased":
      return m.admin_bookings_erase_already_erased({}, locale);
    case "still_live":
      return m.admin_bookings_erase_still_live({}, locale);
  }
}

/** The toast once the details are erased. */
export const erasedText = (language: Language): string =>
  m.admin_bookings_erase_done({}, { locale: language });

/** The toast of an unexpected failure (already logged). */
export const erasureFailedText = (language: Language): string =>
  m.admin_bookings_erase_error({}, { locale: language });
