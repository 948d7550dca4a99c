import type { Language } from "#shared/language.ts";

/**
 * The language of everything a family reads about its booking (the join page, the missed-session
 * e-mail, the coach's roster column): the booking's `language`, once bookings record it (select it
 * with the row passed here); English until then.
 */
export function familyLanguage(booking: { readonly [column: string]: unknown }): Language {
  return booking.language === "fr" ? "fr" : "en";
}
