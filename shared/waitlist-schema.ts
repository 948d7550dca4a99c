import * as z from "zod/mini";
import type { WaitlistReply } from "./api-replies.ts";
import { firstErrorPerField } from "./form-errors.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { EMAIL_MAX_LENGTH } from "./text-limits.ts";

/** The interest page's texts (docs/product/waiting-list-and-newsletter.md#waiting-list and docs/product/languages-and-texts.md#waiting-list-page). */
export function waitlistTexts(language: Language) {
  const locale = { locale: language };
  return {
    invalidEmail: m.invalid_email({}, locale),
    duplicate: m.waitlist_duplicate({}, locale),
    failure: m.something_went_wrong({}, locale),
    tooManyAttempts: m.try_again_later({}, locale),
  };
}

/** The English texts: the interest page is in English (its schema's messages too). */
export const waitlistText = waitlistTexts("en");

export const waitlistSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, waitlistText.invalidEmail)),
    z.email(waitlistText.invalidEmail),
  ),
});

export type WaitlistField = keyof z.infer<typeof waitlistSchema>;

export function validateWaitlist(values: { email: string }) {
  const result = waitlistSchema.safeParse(values);
  return result.success
    ? ({ success: true, data: result.data } as const)
    : ({ success: false, errors: firstErrorPerField<WaitlistField>(result.error.issues) } as const);
}

export type WaitlistResult = WaitlistReply;
