import type { Language } from "./language.ts";

/**
 * Every published version of the terms of sale, newest first (docs/product/legal.md#terms-of-sale).
 * A version is the date it came into force; it is stored with each booking that accepted it, so a
 * published version is never edited nor removed: a change of wording is a new entry here, with its
 * own texts (keys `terms_<yyyymmdd>_...` in the catalogues, and an entry in shared/legal-texts.ts).
 */
export const TERMS_VERSIONS = ["2026-11-27"] as const;

export type TermsVersion = (typeof TERMS_VERSIONS)[number];

/** The version a family accepts today. */
export const TERMS_VERSION: TermsVersion = TERMS_VERSIONS[0];

export function isTermsVersion(value: string): value is TermsVersion {
  return (TERMS_VERSIONS as readonly string[]).includes(value);
}

/** When a version stopped applying (the next one's date), or null for the version in force. */
export function termsVersionEnd(version: TermsVersion): TermsVersion | null {
  const index = TERMS_VERSIONS.indexOf(version);
  return index > 0 ? TERMS_VERSIONS[index - 1]! : null;
}

const dateFormats = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }),
  fr: new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }),
};

/** A version's date in words: "27 November 2026", "27 novembre 2026". */
export function termsVersionDate(version: TermsVersion, language: Language): string {
  return dateFormats[language].format(new Date(`${version}T00:00:00Z`));
}
