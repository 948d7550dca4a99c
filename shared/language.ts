import { paths } from "./paths.ts";

/** The languages of the site (docs/product/languages-and-texts.md). */
export type Language = "en" | "fr";

/** A page's language: French for the back-office and the payment-cancelled page, English elsewhere. */
export function pageLanguage(pathname: string): Language {
  if (pathname === paths.admin || pathname.startsWith(`${paths.admin}/`)) return "fr";
  if (pathname === paths.productivityCancelled) return "fr";
  return "en";
}
