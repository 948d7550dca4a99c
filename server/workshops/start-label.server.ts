import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { CatalogueWorkshop } from "./catalogue.server.ts";

const LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };

/**
 * "Coming Soon" when there is no upcoming date (docs/product/catalogue-and-pages.md#start-dates),
 * else the date in words: "15 October 2026". The public pages are English.
 */
export function startLabel(workshop: Pick<CatalogueWorkshop, "upcomingStart">, language: Language = "en") {
  if (!workshop.upcomingStart) return m.workshops_coming_soon({}, { locale: language });
  const date = new Date(`${workshop.upcomingStart}T00:00:00Z`);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
