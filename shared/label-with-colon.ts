import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";

/**
 * A label followed by its colon as the language writes it: "Booking reference:" in English,
 * "Référence de réservation :" in French (a no-break space before the colon,
 * docs/product/languages-and-texts.md). For the rows of e-mails and PDFs, whose labels are
 * catalogue texts without their colon.
 */
export const withColon = (label: string, language: Language) =>
  m.label_with_colon({ label }, { locale: language });
