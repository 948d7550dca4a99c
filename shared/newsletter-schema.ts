// zod/mini keeps the browser bundle small (about 5 KB instead of tens of KB for the classic API).
import * as z from "zod/mini";
import { emailField } from "./email-field.ts";
import { firstErrorPerField } from "./form-errors.ts";
import type { Language } from "./language.ts";
import { newsletterTexts, type NewsletterField } from "./newsletter-text.ts";

/** The one schema of the signup form, its messages in the page's language, applied in the browser and again by the server. */
function schemaIn(language: Language) {
  const text = newsletterTexts(language);
  return z.object({
    email: emailField(text.invalidEmail),
    consent: z.literal(true, text.consentRequired),
  });
}

// Made on first use: a page holds only its own language's texts (docs/decisions/029-one-language-per-page.md).
const schemas: Partial<Record<Language, ReturnType<typeof schemaIn>>> = {};
const schemaOf = (language: Language) => (schemas[language] ??= schemaIn(language));

export type NewsletterInput = z.infer<ReturnType<typeof schemaIn>>;

/** The form's values checked, the refusals in `language` (the page's, which the form posts). */
export function validateNewsletter(values: { email: string; consent: boolean }, language: Language = "en") {
  const result = schemaOf(language).safeParse(values);
  return result.success
    ? ({ success: true, data: result.data } as const)
    : ({ success: false, errors: firstErrorPerField<NewsletterField>(result.error.issues) } as const);
}
