import type { Language } from "./language.ts";
import type { NewsletterAnswer } from "./api-answers.ts";
import { newsletterTexts, type NewsletterField } from "./newsletter-text.ts";

/** What a newsletter signup came to (server/newsletter/signup.server.ts). */
export type NewsletterOutcome =
  | { ok: true }
  | {
      ok: false;
      reason: "invalid" | "rate_limited" | "already_subscribed" | "failed";
      fieldErrors?: Partial<Record<NewsletterField, string>>;
    };

/** The newsletter form's answer (the JSON endpoint's and the home page's): its status and text in the page's language. */
export function newsletterAnswerOf(
  outcome: NewsletterOutcome,
  language: Language = "en",
): { status: number; result: NewsletterAnswer } {
  const newsletterText = newsletterTexts(language);
  if (outcome.ok) return { status: 200, result: { ok: true } };
  switch (outcome.reason) {
    case "invalid": {
      const error = outcome.fieldErrors?.email ?? outcome.fieldErrors?.consent ?? newsletterText.invalidEmail;
      return { status: 400, result: { ok: false, error, fieldErrors: outcome.fieldErrors } };
    }
    case "rate_limited":
      return { status: 429, result: { ok: false, error: newsletterText.tooManyAttempts } };
    case "already_subscribed":
      return { status: 409, result: { ok: false, error: newsletterText.alreadySubscribed } };
    case "failed":
      return { status: 500, result: { ok: false, error: newsletterText.failure } };
  }
}
