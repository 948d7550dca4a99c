import type { Language } from "./language.ts";

/**
 * The French names of the cities of time zones whose English name a French reader would not write
 * (IANA names are English): "heure de Londres", not "heure de London". A city missing here keeps
 * its IANA name, as New York or Paris do in French.
 */
const FRENCH_CITIES: Record<string, string> = {
  Algiers: "Alger",
  Athens: "Athènes",
  Beirut: "Beyrouth",
  Brussels: "Bruxelles",
  Bucharest: "Bucarest",
  Cairo: "Le Caire",
  Copenhagen: "Copenhague",
  Dubai: "Dubaï",
  Havana: "La Havane",
  Jerusalem: "Jérusalem",
  Lisbon: "Lisbonne",
  London: "Londres",
  Marquesas: "Marquises",
  Mexico_City: "Mexico",
  Moscow: "Moscou",
  Noumea: "Nouméa",
  Reunion: "La Réunion",
  Sao_Paulo: "São Paulo",
  Singapore: "Singapour",
  Vienna: "Vienne",
  Warsaw: "Varsovie",
};

/** "New York" for America/New_York; "Londres" for Europe/London in French. */
export function timeZoneCity(timeZone: string, language: Language = "en"): string {
  const last = timeZone.split("/").pop() ?? timeZone;
  if (language === "fr" && FRENCH_CITIES[last]) return FRENCH_CITIES[last];
  return last.replaceAll("_", " ");
}
