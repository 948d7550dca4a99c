import { desc, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { signIn } from "#server/auth/account-actions.server.ts";
import { createAuth } from "#server/auth/auth.server.ts";
import { confirmTwoFactorSetup, startTwoFactorSetup } from "#server/auth/two-factor-setup.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { emailOutbox } from "#server/db/schema.server.ts";
import { silentLogger } from "./test-database.ts";

export const TEST_PUBLIC_URL = "http://academy.test";

/**
 * A Better Auth instance on a test database, as main.ts builds it, counting outbox wake-ups. Its
 * answers have no time floor unless a test asks for one (the tests of even timing do).
 */
export function createTestAuth(
  db: Database,
  attemptLimit = { limit: 5, windowSeconds: 60 },
  clientLimit = { limit: 1000, windowSeconds: 60 },
  extra: Pick<Parameters<typeof createAuth>[0], "emailSignInLimit" | "answerFloorMs"> = {},
) {
  const wakes = { count: 0 };
  const auth = createAuth({
    db,
    logger: silentLogger,
    secret: "test-secret-that-is-long-enough-for-better-auth-0123456789",
    publicUrl: TEST_PUBLIC_URL,
    academyName: "Test Academy",
    contactEmail: "contact@academy.test",
    attemptLimit,
    clientLimit,
    answerFloorMs: 0,
    ...extra,
    wakeMail: () => wakes.count++,
  });
  return { auth, wakes, deps: { auth, logger: silentLogger, requestHeaders: new Headers() } };
}

/** The messages queued for `to`, newest first. */
export function queuedEmails(db: Database, to: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The first URL in a queued message's text that starts with `prefix`. */
export function linkInText(text: string, prefix: string) {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return found;
}

/** The `name=value` pairs of Set-Cookie headers, for a follow-up request's Cookie header. */
export function cookieHeaderFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The current 6-digit code of an authenticator app holding `totpUri` (a real TOTP computation). */
export function totpCode(totpUri: string, at = Date.now()) {
  return OTPAuth.URI.parse(totpUri).generate({ timestamp: at });
}

/**
 * Signs an administrator in and sets up the second factor as the /auth/two-factor page does;
 * returns the session cookie (second factor passed), the app's key and the backup codes.
 */
export async function enrolSecondFactor(
  setup: ReturnType<typeof createTestAuth>,
  email: string,
  password: string,
) {
  const signedIn = await signIn(setup.deps, { email, password });
  if (!signedIn.ok || !signedIn.headers) throw new Error(`sign-in failed: ${signedIn.code}`);
  const deps = { ...setup.deps, requestHeaders: new Headers({ cookie: cookieHeaderFrom(signedIn.headers) }) };
  const started = await startTwoFactorSetup(deps, { password });
  if (!started.ok) throw new Error(`set-up failed: ${started.message}`);
  const confirmed = await confirmTwoFactorSetup(deps, { code: totpCode(started.totpUri) });
  if (!confirmed.ok) throw new Error(`confirmation failed: ${confirmed.message}`);
  return {
    cookie: cookieHeaderFrom(confirmed.headers),
    totpUri: started.totpUri,
    backupCodes: started.backupCodes,
  };
}
