import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { timeZoneCity } from "#shared/time-zone-city.ts";

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
    // French writes its 24-hour clock with two digits: "00:17", never "0:17".
    hour: language === "fr" ? "2-digit" : "numeric",
    minute: "2-digit",
    // en-GB's own 12-hour clock counts from 0 ("0:17 am"): h12 says "12:17 am" as English readers expect.
    hourCycle: language === "en" ? "h12" : "h23",
    timeZone,
  }).format(date);
  return m.offer_held_until_moment({ when, city: timeZoneCity(timeZone, language) }, { locale: language });
}
