import type { SubmissionResult } from "@conform-to/react";

export type AuthIntent = "sign-in" | "two-factor" | "sign-up" | "forgot-password" | "reset-password";

/** What the /auth action answers to each of its forms. */
export type AuthActionData = {
  intent: AuthIntent | "";
  ok: boolean;
  message?: string;
  detail?: string;
  /** Conform's reply: the fields' messages (the passwords are never sent back). */
  submission?: SubmissionResult<string[]>;
  /** The password was right; the second factor is asked next. */
  step?: "two-factor";
};
