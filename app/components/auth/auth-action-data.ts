import type { FieldErrors } from "#shared/auth-schemas.ts";

export type AuthIntent = "sign-in" | "sign-up" | "forgot-password" | "reset-password";

/** What the /auth action answers to each of its forms. */
export type AuthActionData = {
  intent: AuthIntent | "";
  ok: boolean;
  message?: string;
  detail?: string;
  fieldErrors?: FieldErrors;
};
