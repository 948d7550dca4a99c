import type { Language } from "#shared/language.ts";

export type TimeZoneChoice = { id: string; label: string };

const LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };

/** "heure d’Europe centrale" and "UTC+01:00" for a zone at `at`, in the reader's language. */
function zoneNames(id: string, language: Language, at: Date) {
  const part = (timeZoneName: "longGeneric" | "longOffset") =>
    new Intl.DateTimeFormat(LOCALES[language], { timeZone: id, timeZoneName })
      .formatToParts(at)
      .find((piece) => piece.type === "timeZoneName")?.value ?? "";
  return { generic: part("longGeneric"), offset: part("longOffset").replace(/^GMT/, "UTC") || "UTC" };
}

/**
 * The time zones an administrator chooses a group's from: every IANA zone, named in the reader's
 * language ("Paris — heure d’Europe centrale (UTC+01:00)"), the academy's own first, then by offset
 * and city. The value stays the IANA name the groups store.
 */
export function timeZoneChoices(academyZone: string, language: Language, at: Date = new Date()) {
  const zones = Intl.supportedValuesOf("timeZone").filter((id) => id.includes("/") || id === "UTC");
  if (!zones.includes(academyZone)) zones.push(academyZone);
  const choices = zones.map((id) => {
    const { generic, offset } = zoneNames(id, language, at);
    const city = (id.split("/").at(-1) ?? id).replaceAll("_", " ");
    const minutes = offsetMinutes(offset);
    return { id, label: `${city} — ${generic} (${offset})`, minutes, city };
  });
  choices.sort((a, b) => a.minutes - b.minutes || a.city.localeCompare(b.city, LOCALES[language]));
  const first = choices.find((choice) => choice.id === academyZone)!;
  return [first, ...choices.filter((choice) => choice !== first)].map(({ id, label }): TimeZoneChoice => ({
    id,
    label,
  }));
}

function offsetMinutes(offset: string): number {
  const match = /^UTC([+-−])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return 0;
  const sign = match[1] === "+" ? 1 : -1;
  return sign * (Number(match[2]) * 60 + Number(match[3]));
}
