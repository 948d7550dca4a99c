import { isAPIError } from "better-auth/api";
import { authMessages as m } from "#shared/auth-messages.ts";
import type { Logger } from "#server/logger.server.ts";
import type { Auth } from "./auth.server.ts";

type Deps = { auth: Auth; logger: Logger; requestHeaders: Headers };

export type SetupStart =
  | { ok: true; secret: string; totpUri: string; qrSvg: string; backupCodes: string[] }
  | { ok: false; message: string };

export type SetupConfirm = { ok: true; headers: Headers } | { ok: false; message: string };

const codeOf = (error: unknown) => (isAPIError(error) ? String(error.body?.code ?? "") : "");

/**
 * An administrator's first sign-in, step 1: after confirming the password, a new TOTP key and 10
 * backup codes (Better Auth keeps both encrypted; they are shown once, here). Asking again before
 * the first code was confirmed replaces them.
 */
export async function startTwoFactorSetup(deps: Deps, input: { password: string }): Promise<SetupStart> {
  try {
    const answer = await deps.auth.api.enableTwoFactor({
      body: { password: input.password, method: "totp" },
      headers: deps.requestHeaders,
    });
    if (answer.method !== "totp") throw new Error("Better Auth returned no TOTP key");
    const { totpURI, backupCodes } = answer;
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    // qrcode is loaded on the first set-up, not at start-up (docs/decisions/022-benchmarks-and-memory.md).
    const { default: QRCode } = await import("qrcode");
    const qrSvg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { ok: true, secret, totpUri: totpURI, qrSvg, backupCodes };
  } catch (error) {
    const code = codeOf(error);
    if (code === "INVALID_PASSWORD") return { ok: false, message: m.invalidPassword };
    if (code === "TOTP_ALREADY_ENABLED") return { ok: false, message: m.twoFactorAlreadySetUp };
    deps.logger.error({ err: error }, "Starting the second-factor set-up failed");
    return { ok: false, message: m.twoFactorSetupError };
  }
}

/** Step 2: the first code from the app turns the second factor on, and the session is marked as having passed it. */
export async function confirmTwoFactorSetup(deps: Deps, input: { code: string }): Promise<SetupConfirm> {
  try {
    const { headers } = await deps.auth.api.verifyTOTP({
      body: { code: input.code, trustDevice: false },
      headers: deps.requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const code = codeOf(error);
    if (code === "INVALID_CODE") return { ok: false, message: m.twoFactorInvalidCode };
    if (code === "TOTP_NOT_ENABLED") return { ok: false, message: m.twoFactorSetupError };
    if (code === "TOO_MANY_ATTEMPTS") return { ok: false, message: m.tooManyRequests(60) };
    deps.logger.error({ err: error }, "Confirming the second-factor set-up failed");
    return { ok: false, message: m.twoFactorSetupError };
  }
}
