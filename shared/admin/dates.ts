import type { Language } from "#shared/language.ts";

/**
 * Dates in a page's language (the back-office's is fr-FR: docs/product/accounts-and-back-office.md#back-office),
 * in the academy's time zone so that the server's HTML and the browser's hydration print the same text.
 */
const TIME_ZONE = "Europe/Paris";
const LOCALES: Record<Language, string> = { en: "en-IE", fr: "fr-FR" };

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

function formatOf(cache: Map<Language, Intl.DateTimeFormat>, language: Language, withTime: boolean) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: "short",
      ...(withTime ? { timeStyle: "short" } : {}),
      timeZone: TIME_ZONE,
    });
    cache.set(language, format);
  }
  return format;
}

/** A date: '10/03/2026' in both languages (en-IE and fr-FR put the day first). */
export function formatDate(value: Date | string | null | undefined, language: Language) {
  if (!value) return "";
  // A calendar date ('2026-03-10') is a day, not an instant: print it as such.
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split("-");
    return `${day}/${month}/${year}`;
  }
  return formatOf(dateFormats, language, false).format(new Date(value));
}

/** A date and time: '10/03/2026 14:30' in fr-FR, '10/03/2026, 14:30' in en-IE. */
export function formatDateTime(value: Date | string | null | undefined, language: Language) {
  if (!value) return "";
  return formatOf(dateTimeFormats, language, true).format(new Date(value));
}

export function formatDateFr(value: Date | string | null | undefined) {
  return formatDate(value, "fr");
}

export function formatDateTimeFr(value: Date | string | null | undefined) {
  return formatDateTime(value, "fr");
}

/** 'YYYY-MM-DDTHH:mm' in the academy's time zone, for a datetime-local input. */
export function toDateTimeLocal(value: Date | string | null | undefined) {
  if (!value) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: TIME_ZONE,
  }).formatToParts(new Date(value));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** A datetime-local value read as the academy's wall-clock time. */
export function fromDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment: format the UTC guess in the zone and compare.
  const shown = toDateTimeLocal(new Date(asUtc));
  const [sy, smo, sd, sh, smi] = shown.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const offset = Date.UTC(sy, smo - 1, sd, sh, smi) - asUtc;
  return new Date(asUtc - offset);
}

/** The date in a CSV file name: reservations_2026-03-10.csv. */
export function fileDate(now: Date = new Date()) {
  return toDateTimeLocal(now).slice(0, 10);
}
