import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { createOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";
import { eq } from "drizzle-orm";
import { createDatabase } from "#server/db/client.server.ts";
import { users } from "#server/db/schema.server.ts";
import { createLogger } from "#server/logger.server.ts";
import { linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import { runningDatabaseUrl } from "./database.ts";
import { e2eBaseUrl, e2eDataDir, e2eMailDir } from "./environment.ts";

const run = promisify(execFile);

/** `npm run admin:create` against a DATA_DIR (the e2e server's by default), as an operator runs it. */
export async function runAdminCreate(email: string, password: string, dataDir = e2eDataDir) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", "--email", email, "--password", password],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" }, timeout: 90_000 },
  );
  return stdout;
}

/**
 * The administrator `npm run admin:create` makes (the same domain function), made in the test's own
 * process on a running server's database: the specs that only need an administrator do not pay for
 * a `tsx` process each. `admin-create.spec.ts` and auth.spec.ts's command test run the command itself.
 */
export async function createAdmin(email: string, password: string, dataDir = e2eDataDir) {
  const { db, pool } = createDatabase(
    await runningDatabaseUrl(dataDir),
    createLogger({ level: "silent", pretty: false }),
    { max: 1 },
  );
  try {
    return await createOrPromoteAdmin(db, { email, password });
  } finally {
    await pool.end();
  }
}

/** `npm run admin:create -- --email E --reset-2fa` against the e2e server's DATA_DIR. */
export async function runResetSecondFactor(email: string) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", "--email", email, "--reset-2fa"],
    { env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: "", LOG_LEVEL: "warn" }, timeout: 90_000 },
  );
  return stdout;
}

/** Signs up through the HTTP API and follows the verification link from the `.eml` file. */
export async function signUpVerified(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "Test Member", firstName: "Test", lastName: "Member" },
  });
  expect(response.status()).toBe(200);
  const message = await waitForEmail(e2eMailDir, email, (mail) => mail.subject.startsWith("Confirm"));
  const verified = await request.get(linkIn(message, `${e2eBaseUrl}/api/auth/verify-email`), {
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(302);
}

/** An administrator whose second factor is set up: `totpUri` is what their authenticator app holds. */
export type EnrolledAdmin = { email: string; password: string; totpUri: string };

/** The app's current 6-digit code (a real TOTP computation, as an authenticator app does). */
export function totpCode(totpUri: string) {
  return OTPAuth.URI.parse(totpUri).generate();
}

/**
 * Signs an API context in: the password, then (for an administrator with a second factor) the
 * code, through Better Auth's HTTP API as the sign-in page does.
 */
export async function signInWithApi(
  context: APIRequestContext,
  account: { email: string; password: string; totpUri?: string },
  baseUrl = e2eBaseUrl,
) {
  const headers = { Origin: baseUrl };
  const signedIn = await context.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(signedIn.status()).toBe(200);
  if (!account.totpUri) return;
  expect(await signedIn.json()).toMatchObject({ twoFactorRedirect: true });
  const verified = await context.post(`${baseUrl}/api/auth/two-factor/verify-totp`, {
    data: { code: totpCode(account.totpUri) },
    headers,
  });
  expect(verified.status()).toBe(200);
}

/**
 * `createAdmin` (what `npm run admin:create` does), then the first sign-in's set-up of the second factor through the HTTP
 * API (the /auth/two-factor page has its own test): the one way the specs get an administrator
 * (the `admin` fixture, a private server's). The e2e server's DATA_DIR and address by default.
 */
export async function createEnrolledAdmin(
  email: string,
  password: string,
  server: { dataDir?: string; baseUrl?: string } = {},
): Promise<EnrolledAdmin> {
  const baseUrl = server.baseUrl ?? e2eBaseUrl;
  await createAdmin(email, password, server.dataDir);
  const context = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    await signInWithApi(context, { email, password }, baseUrl);
    const headers = { Origin: baseUrl };
    const enabled = await context.post("/api/auth/two-factor/enable", { data: { password }, headers });
    expect(enabled.status()).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const confirmed = await context.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(totpURI) },
      headers,
    });
    expect(confirmed.status()).toBe(200);
    return { email, password, totpUri: totpURI };
  } finally {
    await context.dispose();
  }
}

/**
 * A coach whose second factor is set up: made as an administrator is, then given the coach's role
 * before its first sign-in (the invitation e-mail and its password form have their own test,
 * coaches.spec.ts).
 */
export async function createEnrolledCoach(email: string, password: string): Promise<EnrolledAdmin> {
  await createAdmin(email, password);
  const { db, pool } = createDatabase(
    await runningDatabaseUrl(e2eDataDir),
    createLogger({ level: "silent", pretty: false }),
    { max: 1 },
  );
  try {
    await db.update(users).set({ role: "coach" }).where(eq(users.email, email));
  } finally {
    await pool.end();
  }
  const context = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  try {
    await signInWithApi(context, { email, password });
    const headers = { Origin: e2eBaseUrl };
    const enabled = await context.post("/api/auth/two-factor/enable", { data: { password }, headers });
    expect(enabled.status()).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const confirmed = await context.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(totpURI) },
      headers,
    });
    expect(confirmed.status()).toBe(200);
    return { email, password, totpUri: totpURI };
  } finally {
    await context.dispose();
  }
}

/**
 * Signs in through the /auth page (with the authenticator code when `totpUri` is given) and waits
 * for the success message; the page then opens the back-office (or the second factor's set-up).
 */
export async function signInThroughPage(page: Page, email: string, password: string, totpUri?: string) {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  if (totpUri) {
    await form.getByLabel("Authentication code").fill(totpCode(totpUri));
    await form.getByRole("button", { name: "Verify" }).click();
  }
  await expect(page.getByText("Signed in successfully! Redirecting...")).toBeVisible();
}

/** On /auth/two-factor: confirms the password, reads the key shown, confirms a code; returns the key's URI. */
export async function completeTwoFactorSetup(page: Page, password: string) {
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  const totpUri = (await page.getByTestId("totp-uri").getAttribute("href"))!;
  expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
  await page.getByLabel("6-digit code from the app").fill(totpCode(totpUri));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return totpUri;
}
