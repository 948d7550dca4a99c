import { paths } from "#shared/paths.ts";
import { isAPIError } from "better-auth/api";
import { authMessages as m } from "#shared/auth-messages.ts";
import type { FieldErrors } from "#shared/auth-schemas.ts";
import type { Logger } from "#server/logger.server.ts";
import type { Auth } from "./auth.server.ts";

/*
 * The /auth page's four forms, each turned into the spec's message. Route
 * modules parse the form with the shared schema, then call these.
 */

export type AuthOutcome =
  | { ok: true; message: string; headers?: Headers }
  | { ok: false; message: string; detail?: string; fieldErrors?: FieldErrors };

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
  return "Something went wrong. Please try again.";
}

export async function signIn(deps: Deps, input: { email: string; password: string }): Promise<AuthOutcome> {
  try {
    const { headers } = await deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password, callbackURL: "/" },
      headers: deps.requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, message: m.signInSuccess, headers };
  } catch (error) {
    switch (errorCode(error)) {
      case "INVALID_EMAIL_OR_PASSWORD":
        return { ok: false, message: m.invalidCredentials };
      case "EMAIL_NOT_VERIFIED":
        return { ok: false, message: m.emailNotConfirmed };
      case "TOO_MANY_ATTEMPTS":
        return { ok: false, message: m.signInError(m.tooManyAttempts(retryAfterOf(error))) };
      default:
        return { ok: false, message: m.signInError(describe(error, deps, "Sign-in")) };
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
        // docs/product/accounts-and-back-office.md#sign-up: sign-up redirects to the site root once the address is confirmed.
        callbackURL: "/",
      },
      headers: deps.requestHeaders,
    });
    return { ok: true, message: m.signUpSuccess };
  } catch (error) {
    const code = errorCode(error);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")
      return { ok: false, message: m.accountExists };
    if (code === "PASSWORD_TOO_SHORT")
      return { ok: false, message: m.signUpError, fieldErrors: { password: m.passwordTooShort } };
    describe(error, deps, "Sign-up");
    return { ok: false, message: m.signUpError };
  }
}

export async function requestPasswordReset(deps: Deps, input: { email: string }): Promise<AuthOutcome> {
  try {
    // Answers the same whether or not the address has an account.
    await deps.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: paths.auth },
      headers: deps.requestHeaders,
    });
    return { ok: true, message: m.resetEmailSent };
  } catch (error) {
    if (errorCode(error) === "TOO_MANY_ATTEMPTS")
      return {
        ok: false,
        message: m.resetEmailError,
        detail: `Too many requests. Please try again in ${retryAfterOf(error)} seconds.`,
      };
    describe(error, deps, "Password reset request");
    return { ok: false, message: m.resetEmailError };
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
    return { ok: true, message: m.passwordUpdated };
  } catch (error) {
    if (errorCode(error) === "INVALID_TOKEN") return { ok: false, message: m.resetLinkInvalid };
    describe(error, deps, "Password reset");
    return { ok: false, message: m.passwordUpdateError };
  }
}

/** Ends the session in the database and returns the headers that clear the cookie. */
export async function signOut(deps: Deps): Promise<Headers> {
  const { headers } = await deps.auth.api.signOut({ headers: deps.requestHeaders, returnHeaders: true });
  return headers;
}
