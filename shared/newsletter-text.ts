// The newsletter's texts and answers, kept apart from its schema (newsletter-schema.ts) so that the
// home page does not ship the validation library before a visitor starts to fill in the form.

import type { NewsletterAnswer } from "./api-answers.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";

/** Every text of the newsletter signup in a language (docs/product/languages-and-texts.md#newsletter-form). */
export function newsletterTexts(language: Language) {
  const locale = { locale: language };
  return {
    invalidEmail: m.invalid_email({}, locale),
    consentRequired: m.newsletter_consent_required({}, locale),
    consent: m.newsletter_consent({}, locale),
    success: m.newsletter_success({}, locale),
    successDetail: m.newsletter_success_detail({}, locale),
    alreadySubscribed: m.newsletter_already_subscribed({}, locale),
    tooManyAttempts: m.try_again_later({}, locale),
    failure: m.something_went_wrong({}, locale),
  };
}

/** The English texts: the newsletter form is on English pages. */
export const newsletterText = newsletterTexts("en");

export type NewsletterField = "email" | "consent";

/** Reads the form's two fields from posted form data (an unticked checkbox is absent). */
export function newsletterFormValues(formData: FormData) {
  const email = formData.get("email");
  return { email: typeof email === "string" ? email : "", consent: formData.get("consent") === "on" };
}

/** What the server answers: success, or an error text the browser turns into a toast. */

/** The toast (docs/product/languages-and-texts.md#newsletter-form) for a server answer. */
export function newsletterToast(
  result: NewsletterAnswer,
  language: Language = "en",
): { kind: "success" | "error"; message: string } {
  const text = newsletterTexts(language);
  if (result.ok) return { kind: "success", message: text.success };
  // Answers worded as the original site's ("Email already subscribed", "Too many requests") get the form's own toasts.
  if (result.error.includes("already subscribed")) return { kind: "error", message: text.alreadySubscribed };
  if (result.error.includes("Too many")) return { kind: "error", message: text.tooManyAttempts };
  return { kind: "error", message: result.error || text.failure };
}
