import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { APP_DATABASE, connectionUrl, runningPort } from "#server/db/embedded.server.ts";
import { linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import { e2eBaseUrl, e2eDataDir, e2eMailDir } from "./environment.ts";

const run = promisify(execFile);

/** A unique address per call, so tests never share accounts or rate-limit counters. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@academy.test`;
}

/** `npm run admin:create` against a DATA_DIR (the e2e server's by default), as an operator runs it. */
export async function runAdminCreate(email: string, password: string, dataDir = e2eDataDir) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", "--email", email, "--password", password],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" }, timeout: 90_000 },
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

/** Signs in through the /auth page and waits for the back-office (or wherever it leads). */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Signed in successfully! Redirecting...")).toBeVisible();
}

/** Runs SQL on the e2e server's embedded database. */
export async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
  const port = await runningPort(path.join(e2eDataDir, "postgres"));
  if (!port) throw new Error("the e2e server's database is not running");
  const client = new pg.Client({ connectionString: connectionUrl(port, APP_DATABASE) });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
