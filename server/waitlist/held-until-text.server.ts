import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { timeZoneCity } from "#shared/group-schedule.ts";

const LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };

/**
 * When an offer ends, in the group's own zone and the reader's language: "Tuesday 24 November at
 * 2:30 pm (New York time)" in English, "mardi 24 novembre à 14:30 (heure de New York)" in French.
 */
export function heldUntilText(date: Date, timeZone: string, language: Language): string {
  const when = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    hour12: language === "en",
    timeZone,
  }).format(date);
  return m.offer_held_until_moment({ when, city: timeZoneCity(timeZone) }, { locale: language });
}
