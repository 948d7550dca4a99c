import * as z from "zod/mini";
import { emailField } from "./email-field.ts";
import { firstErrorPerField } from "./form-errors.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";

/** The most teens one waiting-list entry asks seats for (as one order of the booking form). */
export const MAX_WAITLIST_TEENS = 4;

/** A count of teens as the form or the API sends it (absent or blank: one teen); NaN when it is not 1 to 4. */
export function waitlistTeensOf(value: unknown): number {
  if (value === undefined || value === null || value === "") return 1;
  const count = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  return Number.isInteger(count) && count >= 1 && count <= MAX_WAITLIST_TEENS ? count : NaN;
}

/** The interest page's texts (docs/product/waiting-list-and-newsletter.md#waiting-list and docs/product/languages-and-texts.md#waiting-list-page). */
export function waitlistTexts(language: Language) {
  const locale = { locale: language };
  return {
    invalidEmail: m.invalid_email({}, locale),
    duplicate: m.waitlist_duplicate({}, locale),
    failure: m.something_went_wrong({}, locale),
    tooManyAttempts: m.try_again_later({}, locale),
    invalidTeens: m.waitlist_teens_invalid({ max: MAX_WAITLIST_TEENS }, locale),
  };
}

/** The English texts, where no page's language applies (the JSON endpoint's generic failure). */
export const waitlistText = waitlistTexts("en");

/** The interest form's schema, its messages in the page's language: applied in the browser and again by the server. */
function schemaIn(language: Language) {
  const text = waitlistTexts(language);
  return z.object({
    email: emailField(text.invalidEmail),
    // Brothers and sisters seated together: a place is offered only when there are seats for all.
    teens: z.pipe(
      z.optional(
        z.unknown().check(z.refine((value) => !Number.isNaN(waitlistTeensOf(value)), text.invalidTeens)),
      ),
      z.transform(waitlistTeensOf),
    ),
  });
}

// Made on first use: a page holds only its own language's texts (docs/decisions/029-one-language-per-page.md).
const schemas: Partial<Record<Language, ReturnType<typeof schemaIn>>> = {};
const schemaOf = (language: Language) => (schemas[language] ??= schemaIn(language));

/** The interest form's schema in `language`. */
export const waitlistSchema = schemaOf;

export type WaitlistField = keyof z.infer<ReturnType<typeof schemaIn>>;

/** The form's values checked, the refusals in `language` (the page's, which the form posts). */
export function validateWaitlist(values: { email: string; teens?: unknown }, language: Language = "en") {
  const result = schemaOf(language).safeParse(values);
  return result.success
    ? ({ success: true, data: result.data } as const)
    : ({ success: false, errors: firstErrorPerField<WaitlistField>(result.error.issues) } as const);
}
