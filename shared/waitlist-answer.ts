import type { Language } from "./language.ts";
import { waitlistTexts, type WaitlistField } from "./waitlist-schema.ts";
import type { WaitlistAnswer } from "./api-answers.ts";

/** What joining a waiting list came to (server/waitlist/signup.server.ts). */
export type WaitlistOutcome =
  | { ok: true; email: string }
  | {
      ok: false;
      reason: "invalid" | "rate_limited" | "no_workshop" | "duplicate" | "failed";
      fieldErrors?: Partial<Record<WaitlistField, string>>;
    };

const statusOf = { invalid: 400, rate_limited: 429, no_workshop: 404, duplicate: 409, failed: 500 } as const;

/** The interest form's answer (the JSON endpoint's and the page's): its status and text in the page's language. */
export function waitlistAnswerOf(
  outcome: WaitlistOutcome,
  language: Language = "en",
): { status: number; result: WaitlistAnswer } {
  const waitlistText = waitlistTexts(language);
  if (outcome.ok) return { status: 200, result: { ok: true, email: outcome.email } };
  const status = statusOf[outcome.reason];
  switch (outcome.reason) {
    case "invalid":
      return {
        status,
        result: {
          ok: false,
          error: outcome.fieldErrors?.email ?? outcome.fieldErrors?.teens ?? waitlistText.invalidEmail,
          fieldErrors: outcome.fieldErrors,
        },
      };
    case "rate_limited":
      return { status, result: { ok: false, error: waitlistText.tooManyAttempts } };
    case "duplicate":
      return { status, result: { ok: false, error: waitlistText.duplicate } };
    case "no_workshop":
    case "failed":
      return { status, result: { ok: false, error: waitlistText.failure } };
  }
}
