import { asLanguage, type Language } from "#shared/language.ts";

/**
 * The language of everything a family reads about its booking (the join page, the missed-session
 * e-mail, the coach's roster column): the booking's own `language` (docs/product/languages-and-texts.md#the-familys-language).
 */
export function familyLanguage(booking: { readonly language?: unknown }): Language {
  return asLanguage(booking.language);
}
