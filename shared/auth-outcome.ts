import { authMessages as m } from "./auth-messages.ts";

/** What an /auth form's domain function answers (server/auth/account-actions.server.ts). */
export type AuthOutcome =
  | {
      ok: true;
      code: "signed_in" | "second_factor_required" | "signed_up" | "reset_email_sent" | "password_updated";
      /** "two-factor": the password was right; the second factor is asked next. */
      step?: "two-factor";
    }
  | {
      ok: false;
      /** "two-factor": the code was wrong; the second factor is asked again. */
      step?: "two-factor";
      code:
        | "invalid_credentials"
        | "email_not_confirmed"
        | "too_many_sign_in_attempts"
        | "sign_in_failed"
        | "second_factor_invalid"
        | "second_factor_expired"
        | "second_factor_locked"
        | "password_too_short"
        | "sign_up_failed"
        | "too_many_sign_up_requests"
        | "too_many_reset_requests"
        | "reset_email_failed"
        | "reset_link_invalid"
        | "password_update_failed";
      /** For the rate limits: how long to wait. */
      retryAfterSeconds?: number;
      /** An expected refusal's own words (Better Auth's message), shown after 'Sign in error: '. */
      reason?: string;
    };

export type AuthOutcomeText = {
  message: string;
  detail?: string;
  /** A message that belongs under one field rather than above the form. */
  fieldErrors?: Record<string, string>;
};

/** The page's English text for an outcome (docs/product/accounts-and-back-office.md). */
export function authOutcomeText(outcome: AuthOutcome): AuthOutcomeText {
  switch (outcome.code) {
    case "signed_in":
      return { message: m.signInSuccess };
    case "second_factor_required":
      return { message: m.twoFactorPrompt };
    case "signed_up":
      return { message: m.signUpSuccess };
    case "reset_email_sent":
      return { message: m.resetEmailSent };
    case "password_updated":
      return { message: m.passwordUpdated };
    case "invalid_credentials":
      return { message: m.invalidCredentials };
    case "email_not_confirmed":
      return { message: m.emailNotConfirmed };
    case "too_many_sign_in_attempts":
      return { message: m.signInError(m.tooManyAttempts(outcome.retryAfterSeconds ?? 60)) };
    case "sign_in_failed":
      return { message: m.signInError(outcome.reason ?? m.somethingWentWrong) };
    case "second_factor_invalid":
      return { message: m.twoFactorInvalidCode };
    case "second_factor_expired":
      return { message: m.twoFactorExpired };
    case "second_factor_locked":
      return { message: m.twoFactorLocked };
    case "password_too_short":
      return { message: m.signUpError, fieldErrors: { password: m.passwordTooShort } };
    case "sign_up_failed":
      return { message: m.signUpError };
    case "too_many_sign_up_requests":
      return { message: m.signUpError, detail: m.tooManyRequests(outcome.retryAfterSeconds ?? 60) };
    case "too_many_reset_requests":
      return { message: m.resetEmailError, detail: m.tooManyRequests(outcome.retryAfterSeconds ?? 60) };
    case "reset_email_failed":
      return { message: m.resetEmailError };
    case "reset_link_invalid":
      return { message: m.resetLinkInvalid };
    case "password_update_failed":
      return { message: m.passwordUpdateError };
  }
}
