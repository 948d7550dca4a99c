import { paths } from "./paths.ts";

/** The languages of the site (docs/product/languages-and-texts.md). */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A stored or posted value read as a language; anything else is the default, English. */
export function asLanguage(value: unknown): Language {
  return value === "fr" ? "fr" : "en";
}

/**
 * The back-office's language (docs/product/languages-and-texts.md): its pages, its form messages,
 * its refusals and the notices sent to the academy. A second back-office language starts here.
 */
export const backOfficeLanguage: Language = "fr";

/** The prefix of the French pages (docs/product/languages-and-texts.md). */
export const FRENCH_PREFIX = "/fr";

/**
 * A page's language: French for the back-office and the coaches' area, the payment-cancelled page and every page under
 * /fr, English elsewhere.
 */
export function pageLanguage(pathname: string): Language {
  if (pathname === paths.admin || pathname.startsWith(`${paths.admin}/`)) return backOfficeLanguage;
  if (pathname === paths.coach || pathname.startsWith(`${paths.coach}/`)) return backOfficeLanguage;
  if (pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`)) return "fr";
  if (pathname === paths.productivityCancelled) return "fr";
  return "en";
}

/** The language of the page a request asks for (its path's: pageLanguage). */
export function requestLanguage(request: Request): Language {
  return pageLanguage(new URL(request.url).pathname);
}
