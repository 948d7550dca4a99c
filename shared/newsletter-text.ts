// The newsletter's texts and answers, kept apart from its schema (newsletter-schema.ts) so that the
// home page does not ship the validation library before a visitor starts to fill in the form.

import type { NewsletterReply } from "./api-replies.ts";

/** Every text of the newsletter signup (docs/product/languages-and-texts.md#newsletter-form). */
export const newsletterText = {
  invalidEmail: "Please enter a valid email address",
  consentRequired: "You must agree to receive emails",
  consent: "I agree to receive emails about workshops, tips, and resources. You can unsubscribe at any time.",
  success: "Successfully subscribed to our newsletter!",
  successDetail: "Check your inbox to confirm.",
  alreadySubscribed: "This email is already subscribed to our newsletter!",
  tooManyAttempts: "Too many attempts. Please try again later.",
  failure: "Something went wrong. Please try again.",
} as const;

export type NewsletterField = "email" | "consent";

/** Reads the form's two fields from posted form data (an unticked checkbox is absent). */
export function newsletterFormValues(formData: FormData) {
  const email = formData.get("email");
  return { email: typeof email === "string" ? email : "", consent: formData.get("consent") === "on" };
}

/** What the server answers: success, or an error text the browser turns into a toast. */
export type NewsletterResult = NewsletterReply;

/** The toast (docs/product/languages-and-texts.md#newsletter-form) for a server answer. */
export function newsletterToast(result: NewsletterResult): { kind: "success" | "error"; message: string } {
  if (result.ok) return { kind: "success", message: newsletterText.success };
  if (result.error.includes("already subscribed"))
    return { kind: "error", message: newsletterText.alreadySubscribed };
  if (result.error.includes("Too many")) return { kind: "error", message: newsletterText.tooManyAttempts };
  return { kind: "error", message: result.error || newsletterText.failure };
}
