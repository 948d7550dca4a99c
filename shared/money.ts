import type { Language } from "./language.ts";

const formats = {
  en: {
    whole: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", maximumFractionDigits: 2 }),
  },
  fr: new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }),
  frWhole: new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
};

/**
 * An amount in the page's language: English pages "€270", or "€216.50" when there are cents;
 * French pages (the back-office) "270,00 €".
 */
export function formatEuros(cents: number, language: Language = "en") {
  if (language === "fr") return formats.fr.format(cents / 100);
  return (cents % 100 === 0 ? formats.en.whole : formats.en.cents).format(cents / 100);
}

/** Back-office: "270,00 €". */
export function formatEurosFr(cents: number) {
  return formatEuros(cents, "fr");
}

/**
 * A price on a public page, as its reader writes it: "€270" or "€216.50" in English, "270 €" or
 * "216,50 €" in French (the back-office and its documents keep "270,00 €": formatEuros).
 */
export function formatPrice(cents: number, language: Language) {
  if (language === "fr" && cents % 100 === 0) return formats.frWhole.format(cents / 100);
  return formatEuros(cents, language);
}
