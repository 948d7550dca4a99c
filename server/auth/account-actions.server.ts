import { paths } from "#shared/paths.ts";
import { isAPIError } from "better-auth/api";
import type { AuthOutcome } from "#shared/auth-outcome.ts";
import type { Logger } from "#server/logger.server.ts";
import type { Auth } from "./auth.server.ts";

/*
 * The /auth page's four forms. Route modules parse the form with the shared schema, call these,
 * and turn the outcome into the page's text (shared/auth-outcome.ts).
 */

export type { AuthOutcome };

type Deps = { auth: Auth; logger: Logger; requestHeaders: Headers };

function errorCode(error: unknown) {
  return isAPIError(error) ? String(error.body?.code ?? "") : "";
}

function retryAfterOf(error: unknown) {
  const seconds = isAPIError(error) ? Number(error.body?.retryAfterSeconds) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

/** Expected refusals carry Better Auth's message; anything else is logged and stays vague. */
function describe(error: unknown, deps: Deps, action: string) {
  if (isAPIError(error)) return error.body?.message ?? error.message;
  deps.logger.error({ err: error }, `${action} failed unexpectedly`);
  return undefined;
}

export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
): Promise<AuthOutcome & { headers?: Headers }> {
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      // An unverified sign-in is sent a fresh link; it returns to the home page's confirmation.
      body: { email: input.email, password: input.password, callbackURL: paths.emailConfirmed },
      headers: deps.requestHeaders,
      returnHeaders: true,
    });
    // An administrator with a second factor: no session yet, a short-lived challenge cookie instead.
    if ("twoFactorRedirect" in response && response.twoFactorRedirect)
      return { ok: true, code: "second_factor_required", headers, step: "two-factor" };
    return { ok: true, code: "signed_in", headers };
  } catch (error) {
    switch (errorCode(error)) {
      case "INVALID_EMAIL_OR_PASSWORD":
        return { ok: false, code: "invalid_credentials" };
      case "EMAIL_NOT_VERIFIED":
        return { ok: false, code: "email_not_confirmed" };
      case "TOO_MANY_ATTEMPTS":
        return { ok: false, code: "too_many_sign_in_attempts", retryAfterSeconds: retryAfterOf(error) };
      default:
        return { ok: false, code: "sign_in_failed", reason: describe(error, deps, "Sign-in") };
    }
  }
}

/**
 * The second step of an administrator's sign-in: a 6-digit code from the authenticator app, or a
 * backup code (each works once). Creates the session (marked as having passed the second factor).
 */
export async function verifySecondFactor(
  deps: Deps,
  input: { code: string },
): Promise<AuthOutcome & { headers?: Headers }> {
  try {
    const isTotp = /^\d{6}$/.test(input.code);
    const { headers } = isTotp
      ? await deps.auth.api.verifyTOTP({
          body: { code: input.code, trustDevice: false },
          headers: deps.requestHeaders,
          returnHeaders: true,
        })
      : await deps.auth.api.verifyBackupCode({
          body: { code: input.code, trustDevice: false },
          headers: deps.requestHeaders,
          returnHeaders: true,
        });
    return { ok: true, code: "signed_in", headers };
  } catch (error) {
    switch (errorCode(error)) {
      case "INVALID_CODE":
      case "INVALID_BACKUP_CODE":
        return { ok: false, code: "second_factor_invalid", step: "two-factor" };
      case "INVALID_TWO_FACTOR_COOKIE":
      case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
        return { ok: false, code: "second_factor_expired" };
      case "ACCOUNT_TEMPORARILY_LOCKED":
        return { ok: false, code: "second_factor_locked" };
      case "TOO_MANY_ATTEMPTS":
        return { ok: false, code: "too_many_sign_in_attempts", retryAfterSeconds: retryAfterOf(error) };
      default:
        return { ok: false, code: "sign_in_failed", reason: describe(error, deps, "Second factor") };
    }
  }
}

export async function signUp(
  deps: Deps,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<AuthOutcome> {
  try {
    await deps.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        // The link returns to the site root, which says the address is confirmed (or why not)
        // (docs/product/accounts-and-back-office.md#sign-up).
        callbackURL: paths.emailConfirmed,
      },
      headers: deps.requestHeaders,
    });
    return { ok: true, code: "signed_up" };
  } catch (error) {
    // An existing address gets the success answer (and its owner an e-mail): see auth.server.ts.
    const code = errorCode(error);
    if (code === "TOO_MANY_ATTEMPTS")
      return { ok: false, code: "too_many_sign_up_requests", retryAfterSeconds: retryAfterOf(error) };
    if (code === "PASSWORD_TOO_SHORT") return { ok: false, code: "password_too_short" };
    describe(error, deps, "Sign-up");
    return { ok: false, code: "sign_up_failed" };
  }
}

export async function requestPasswordReset(deps: Deps, input: { email: string }): Promise<AuthOutcome> {
  try {
    // Answers the same whether or not the address has an account.
    await deps.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: paths.auth },
      headers: deps.requestHeaders,
    });
    return { ok: true, code: "reset_email_sent" };
  } catch (error) {
    if (errorCode(error) === "TOO_MANY_ATTEMPTS")
      return { ok: false, code: "too_many_reset_requests", retryAfterSeconds: retryAfterOf(error) };
    describe(error, deps, "Password reset request");
    return { ok: false, code: "reset_email_failed" };
  }
}

export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string },
): Promise<AuthOutcome> {
  try {
    await deps.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: deps.requestHeaders,
    });
    return { ok: true, code: "password_updated" };
  } catch (error) {
    if (errorCode(error) === "INVALID_TOKEN") return { ok: false, code: "reset_link_invalid" };
    describe(error, deps, "Password reset");
    return { ok: false, code: "password_update_failed" };
  }
}

/** Ends the session in the database and returns the headers that clear the cookie. */
export async function signOut(deps: Deps): Promise<Headers> {
  const { headers } = await deps.auth.api.signOut({ headers: deps.requestHeaders, returnHeaders: true });
  return headers;
}
