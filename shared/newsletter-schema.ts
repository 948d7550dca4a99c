// zod/mini keeps the browser bundle small (about 5 KB instead of tens of KB for the classic API).
import * as z from "zod/mini";
import { firstErrorPerField } from "./form-errors.ts";
import { newsletterText, type NewsletterField } from "./newsletter-text.ts";
import { EMAIL_MAX_LENGTH } from "./text-limits.ts";

/** The one schema of the signup form, applied in the browser and again by the server. */
export const newsletterSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, newsletterText.invalidEmail)),
    z.email(newsletterText.invalidEmail),
  ),
  consent: z.literal(true, newsletterText.consentRequired),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export function validateNewsletter(values: { email: string; consent: boolean }) {
  const result = newsletterSchema.safeParse(values);
  return result.success
    ? ({ success: true, data: result.data } as const)
    : ({ success: false, errors: firstErrorPerField<NewsletterField>(result.error.issues) } as const);
}
