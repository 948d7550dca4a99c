import { backOfficeLanguage, type Language } from "#shared/language.ts";

/** Who an e-mail is for: a family (parent, subscriber, account holder) or the academy's team. */
export type EmailAudience = "family" | "academy";

/**
 * The one rule of an e-mail's language (docs/product/languages-and-texts.md#the-familys-language):
 * a family reads the language it used on the site, stored with its booking, waiting-list entry,
 * subscription, refund request or sign-in link (English when none is known); the academy's notices
 * are in the back-office's language.
 */
export function emailLanguage(audience: EmailAudience, familyLanguage: Language = "en"): Language {
  return audience === "academy" ? backOfficeLanguage : familyLanguage;
}
