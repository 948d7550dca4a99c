import * as z from "zod/mini";
import type { WaitlistReply } from "./api-replies.ts";
import { firstErrorPerField } from "./form-errors.ts";

/** The interest page's texts (docs/product/waiting-list-and-newsletter.md#waiting-list and docs/product/languages-and-texts.md#waiting-list-page). */
export const waitlistText = {
  invalidEmail: "Please enter a valid email address",
  duplicate: "This email is already registered for this workshop!",
  failure: "Something went wrong. Please try again.",
  tooManyAttempts: "Too many attempts. Please try again later.",
} as const;

export const waitlistSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, waitlistText.invalidEmail)),
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
