import { backOfficeLanguage, type Language } from "#shared/language.ts";

/** Who an e-mail is for: a family (parent, subscriber, account holder) or the academy's team. */
export type EmailAudience = "family" | "academy";

/**
 * The one place that decides an e-mail's language (docs/product/languages-and-texts.md): families
 * book on the English site, so their e-mails are in English; the academy's notices are in the
 * back-office's language. A family's own language, once the site has a second one, is decided here.
 */
export function emailLanguage(audience: EmailAudience): Language {
  return audience === "academy" ? backOfficeLanguage : "en";
}
