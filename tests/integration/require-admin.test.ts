import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signIn, signUp } from "#server/auth/account-actions.server.ts";
import { createOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { loadConfig } from "#server/config.server.ts";
import type { Services } from "#server/services.server.ts";
import {
  cookieHeaderFrom,
  createTestAuth,
  enrolSecondFactor,
  TEST_PUBLIC_URL,
} from "#tests/helpers/test-auth.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let context: AppLoadContext;
const cookies: Record<"admin" | "member" | "listed" | "adminWithoutSecondFactor", string> = {
  admin: "",
  member: "",
  listed: "",
  adminWithoutSecondFactor: "",
};

async function signedInCookie(setup: ReturnType<typeof createTestAuth>, email: string, password: string) {
  const outcome = await signIn(setup.deps, { email, password });
  if (!outcome.ok || !outcome.headers) throw new Error(`sign-in failed: ${outcome.code}`);
  return cookieHeaderFrom(outcome.headers);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const setup = createTestAuth(database.db);
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, ADMIN_EMAILS: "Listed@Academy.test" });
  context = {
    services: { config, db: database.db, logger: silentLogger, auth: setup.auth } as unknown as Services,
    cspNonce: "",
    reportError: () => undefined,
    clientIp: "127.0.0.1",
  };
  await createOrPromoteAdmin(database.db, { email: "admin@academy.test", password: "admin-password" });
  cookies.admin = (await enrolSecondFactor(setup, "admin@academy.test", "admin-password")).cookie;
  await createOrPromoteAdmin(database.db, { email: "new-admin@academy.test", password: "admin-password" });
  cookies.adminWithoutSecondFactor = await signedInCookie(setup, "new-admin@academy.test", "admin-password");
  for (const email of ["member@academy.test", "listed@academy.test"]) {
    await signUp(setup.deps, { email, password: "member-password", firstName: "M", lastName: "E" });
  }
  // As if they had followed their verification links (the e-mail flow has its own tests).
  await database.pool.query("update users set email_verified = true where role = 'user'");
  cookies.member = await signedInCookie(setup, "member@academy.test", "member-password");
  cookies.listed = (await enrolSecondFactor(setup, "listed@academy.test", "member-password")).cookie;
});
afterAll(() => database.drop());

function request(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(`${TEST_PUBLIC_URL}${path}`, { ...init, headers });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("requireAdmin let the request through");
}

describe("requireAdmin", () => {
  test("an administrator's session without the second factor is sent to set it up (JSON: 403)", async () => {
    const page = await thrown(
      requireAdmin(request("/admin/bookings", { cookie: cookies.adminWithoutSecondFactor }), context),
    );
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/auth/two-factor");
    const api = await thrown(
      requireAdmin(request("/api/admin/export", { cookie: cookies.adminWithoutSecondFactor }), context),
    );
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: "Second factor required" });
  });

  test("a signed-out visitor of a page is sent to /auth", async () => {
    const response = await thrown(requireAdmin(request("/admin"), context));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth");
  });

  test("a signed-in non-admin is sent to /auth too", async () => {
    const response = await thrown(
      requireAdmin(request("/admin/bookings", { cookie: cookies.member }), context),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth");
  });

  test("back-office API endpoints answer 401 and 403 instead of redirecting", async () => {
    expect((await thrown(requireAdmin(request("/api/admin/export"), context))).status).toBe(401);
    const forbidden = await thrown(
      requireAdmin(request("/api/admin/export", { cookie: cookies.member }), context),
    );
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: "Forbidden" });
  });

  test("an administrator by role, or a verified address in ADMIN_EMAILS, is let in", async () => {
    const admin = await requireAdmin(request("/admin", { cookie: cookies.admin }), context);
    expect(admin.user).toMatchObject({ email: "admin@academy.test", role: "admin" });
    const listed = await requireAdmin(request("/admin", { cookie: cookies.listed }), context);
    expect(listed.user).toMatchObject({ email: "listed@academy.test", role: "user" });
  });

  test("a state-changing request from another site is refused even with an admin's cookie", async () => {
    const response = await thrown(
      requireAdmin(
        request("/admin/workshops", {
          method: "POST",
          cookie: cookies.admin,
          headers: { Origin: "https://evil.example" },
        }),
        context,
      ),
    );
    expect(response.status).toBe(403);
    const sameSite = await requireAdmin(
      request("/admin/workshops", {
        method: "POST",
        cookie: cookies.admin,
        headers: { Origin: TEST_PUBLIC_URL },
      }),
      context,
    );
    expect(sameSite.user.email).toBe("admin@academy.test");
  });
});
