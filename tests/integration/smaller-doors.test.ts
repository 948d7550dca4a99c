import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { requestPasswordReset, resetPassword, signIn, signUp } from "#server/auth/account-actions.server.ts";
import { withClientIp } from "#server/auth/client-ip-header.server.ts";
import {
  connectionUrl,
  PASSWORD_FILE,
  runningServerUrl,
  socketDirectoryOf,
  startEmbeddedPostgres,
} from "#server/db/embedded.server.ts";
import { backOfficeRoutes } from "#tests/e2e/support/route-table.ts";
import { adminCookie, realApp } from "#tests/helpers/real-app.ts";
import { createTestAuth, linkInText, queuedEmails, TEST_PUBLIC_URL } from "#tests/helpers/test-auth.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/* The smaller doors of docs/decisions/021-hardening-inputs-and-doors.md, one describe each. */

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>["app"];
let services: Awaited<ReturnType<typeof realApp>>["services"];
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, services } = await realApp({ db: database.db, pool: database.pool, logger: silentLogger }));
  admin = await adminCookie(services, "doors-admin@academy.test");
}, 60_000);
afterAll(() => database.drop());

const person = (email: string) => ({ email, password: "a-good-password", firstName: "Sam", lastName: "Lee" });
const verify = (email: string) =>
  database.pool.query("update users set email_verified = true where email = $1", [email]);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`${TEST_PUBLIC_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("Better Auth's endpoints refuse another origin, with or without a cookie", () => {
  const elsewhere = { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" };
  const requests: [string, unknown][] = [
    ["/api/auth/request-password-reset", { email: "doors-admin@academy.test", redirectTo: "/auth" }],
    ["/api/auth/send-verification-email", { email: "doors-admin@academy.test" }],
    ["/api/auth/sign-out", {}],
    ["/api/auth/reset-password", { token: "made-up", newPassword: "another-password" }],
    ["/api/auth/sign-in/email", { email: "doors-admin@academy.test", password: "whatever" }],
  ];

  test.for(requests)("%s from another site: 403, nothing done", async ([path, body]) => {
    const before = (await queuedEmails(database.db, "doors-admin@academy.test")).length;
    expect((await post(path, body, elsewhere)).status).toBe(403);
    expect((await post(path, body, { ...elsewhere, cookie: admin })).status).toBe(403);
    // Only the Origin header, as a form posted by another site's page sends it.
    expect((await post(path, body, { origin: "https://elsewhere.example" })).status).toBe(403);
    expect(await queuedEmails(database.db, "doors-admin@academy.test")).toHaveLength(before);
  });

  test("the same request from the site itself is answered", async () => {
    const answer = await post(
      "/api/auth/request-password-reset",
      { email: "nobody@academy.test", redirectTo: "/auth" },
      { origin: TEST_PUBLIC_URL, "sec-fetch-site": "same-origin" },
    );
    expect(answer.status).toBe(200);
  });
});

describe("no session token in any answer's body", () => {
  test("the sign-in answer sets the httpOnly cookie and carries no token; the session look-up neither", async () => {
    await signUp(createTestAuth(database.db).deps, person("body@academy.test"));
    await verify("body@academy.test");
    const signedIn = await post(
      "/api/auth/sign-in/email",
      { email: "body@academy.test", password: "a-good-password" },
      { origin: TEST_PUBLIC_URL },
    );
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((line) => line.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    const token = decodeURIComponent(cookie!.split(";")[0]!.split("=")[1]!).split(".")[0]!;
    const body = await signedIn.text();
    expect(JSON.parse(body)).toMatchObject({ user: { email: "body@academy.test" } });
    expect(body).not.toContain(token);
    expect(body).not.toMatch(/"token"/);

    const session = await app.request(`${TEST_PUBLIC_URL}/api/auth/get-session`, {
      headers: { cookie: cookie!.split(";")[0]! },
    });
    const sessionBody = await session.text();
    expect(JSON.parse(sessionBody)).toMatchObject({ user: { email: "body@academy.test" } });
    expect(sessionBody).not.toContain(token);
  });
});

describe("every back-office answer is kept by no cache", () => {
  test("each back-office route, as an administrator and as a visitor, answers no-store", async () => {
    const routes = await backOfficeRoutes();
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        "/admin/groups/matrix-id/print",
        "/admin/invoices",
        "/admin/invoices/export",
        "/admin/invoices/archive.zip",
        "/admin/invoices/matrix-id/pdf",
      ]),
    );
    const missing: string[] = [];
    for (const route of routes) {
      for (const [role, headers] of [
        ["admin", { cookie: admin }],
        ["visitor", {}],
      ] as const) {
        const answer = await app.request(`${TEST_PUBLIC_URL}${route.url}`, { headers });
        await answer.body?.cancel();
        if (!/\bno-store\b/.test(answer.headers.get("cache-control") ?? ""))
          missing.push(`${role} ${route.url}: ${answer.status} ${answer.headers.get("cache-control")}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("Better Auth's endpoints hold names and addresses to the shared limits", () => {
  const origin = { origin: TEST_PUBLIC_URL };
  test("a 200,000-character address and a 15,000-character name are refused with a 400, nothing stored", async () => {
    const long = await post(
      "/api/auth/sign-up/email",
      { ...person(`${"a".repeat(200_000)}@example.com`), name: "Sam Lee" },
      origin,
    );
    expect(long.status).toBe(400);
    const longName = await post(
      "/api/auth/sign-up/email",
      { ...person("long-name@example.com"), name: "N".repeat(15_000), firstName: "N".repeat(15_000) },
      origin,
    );
    expect(longName.status).toBe(400);
    const signInLong = await post(
      "/api/auth/sign-in/email",
      { email: `${"a".repeat(200_000)}@example.com`, password: "whatever" },
      origin,
    );
    expect(signInLong.status).toBe(400);
    expect((await database.pool.query("select 1 from users where email like 'long-name%'")).rowCount).toBe(0);
  });

  test("line breaks and invisible characters leave the names before they are stored", async () => {
    const answer = await post(
      "/api/auth/sign-up/email",
      {
        ...person("clean-names@example.com"),
        name: "Sam\r\nBcc: someone@example.com",
        firstName: " Sam\u200b\u202e ",
        lastName: "Lee\nSubject: hi",
      },
      origin,
    );
    expect(answer.status).toBe(200);
    const { rows } = await database.pool.query<{ name: string; first_name: string; last_name: string }>(
      "select name, first_name, last_name from users where email = 'clean-names@example.com'",
    );
    expect(rows[0]).toEqual({
      name: "Sam Bcc: someone@example.com",
      first_name: "Sam",
      last_name: "Lee Subject: hi",
    });
  });
});

describe("sign-in limits an attacker cannot turn into the owner's lock-out", () => {
  // Long windows: every attempt on a loaded machine falls inside them.
  const setup = () =>
    createTestAuth(
      database.db,
      { limit: 3, windowSeconds: 600 },
      { limit: 1000, windowSeconds: 600 },
      { emailSignInLimit: { limit: 6, windowSeconds: 3600 } },
    );
  const from = (auth: ReturnType<typeof setup>, ip: string) => ({
    ...auth.deps,
    requestHeaders: withClientIp(new Headers(), ip),
  });

  test("a guesser's address is stopped; the owner, from theirs, signs in", async () => {
    const auth = setup();
    await signUp(auth.deps, person("target@example.com"));
    await verify("target@example.com");
    const guesses = [];
    for (let index = 0; index < 4; index++)
      guesses.push(
        (await signIn(from(auth, "10.66.0.1"), { email: "target@example.com", password: "guess" })).code,
      );
    expect(guesses).toEqual([...Array(3).fill("invalid_credentials"), "too_many_sign_in_attempts"]);
    const owner = await signIn(from(auth, "10.66.0.2"), person("target@example.com"));
    expect(owner.ok).toBe(true);
  });

  test("guesses from many addresses meet the slower per-e-mail limit; the reset e-mail lets the owner through", async () => {
    const auth = setup();
    await signUp(auth.deps, person("spread@example.com"));
    await verify("spread@example.com");
    for (let index = 0; index < 6; index++)
      expect(
        (await signIn(from(auth, `10.67.0.${index}`), { email: "spread@example.com", password: "guess" }))
          .code,
      ).toBe("invalid_credentials");
    const locked = await signIn(from(auth, "10.67.1.1"), person("spread@example.com"));
    expect(locked.code).toBe("too_many_sign_in_attempts");

    expect((await requestPasswordReset(from(auth, "10.67.1.1"), { email: "spread@example.com" })).ok).toBe(
      true,
    );
    const [mail] = (await queuedEmails(database.db, "spread@example.com")).filter(
      (message) => message.kind === "password-reset",
    );
    const token = new URL(linkInText(mail!.textBody, `${TEST_PUBLIC_URL}/api/auth/reset-password/`)).pathname
      .split("/")
      .pop()!;
    expect((await resetPassword(from(auth, "10.67.1.1"), { token, password: "a-new-password" })).ok).toBe(
      true,
    );
    const through = await signIn(from(auth, "10.67.1.1"), {
      email: "spread@example.com",
      password: "a-new-password",
    });
    expect(through.ok).toBe(true);
  });
});

describe("reset and sign-up take the same time whether or not the address has an account", () => {
  test("every answer waits for the floor, so an existing account's e-mail does not show", async () => {
    const floor = 300;
    const auth = createTestAuth(database.db, undefined, undefined, { answerFloorMs: floor });
    await signUp(auth.deps, person("timed@example.com"));
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const durations = {
      resetKnown: await timed(() => requestPasswordReset(auth.deps, { email: "timed@example.com" })),
      resetUnknown: await timed(() => requestPasswordReset(auth.deps, { email: "untimed@example.com" })),
      signUpKnown: await timed(() => signUp(auth.deps, person("timed@example.com"))),
      signUpUnknown: await timed(() => signUp(auth.deps, person("fresh-timed@example.com"))),
    };
    // No answer comes before the floor, known address or not. How close the pairs end depends on the
    // machine's load, so it is measured by the benchmark's probe, not asserted here.
    for (const duration of Object.values(durations)) expect(duration).toBeGreaterThanOrEqual(floor - 1);
  });
});

describe("the embedded PostgreSQL opens only with the password kept in DATA_DIR", () => {
  test("a new data directory gets a generated password (mode 600); an old one made with postgres/postgres is changed at start", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "academy-pg-password-"));
    const postgresDir = path.join(dataDir, "postgres");
    const passwordFile = path.join(dataDir, PASSWORD_FILE);
    const connects = async (port: number, password: string, socketDirectory?: string) => {
      const client = new pg.Client({
        connectionString: connectionUrl(port, "postgres", password, socketDirectory),
      });
      try {
        await client.connect();
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    try {
      const first = await startEmbeddedPostgres(postgresDir, silentLogger, { throwaway: true });
      const generated = (await readFile(passwordFile, "utf8")).trim();
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
      expect(await connects(first.port, "postgres")).toBe(false);
      expect(await connects(first.port, generated)).toBe(true);
      // The app's own connection goes through the socket in the data directory, which asks for the
      // same password; tools find it through postmaster.pid.
      expect(decodeURIComponent(new URL(first.url).hostname)).toBe(postgresDir);
      expect(await connects(first.port, "postgres", postgresDir)).toBe(false);
      expect(await connects(first.port, generated, postgresDir)).toBe(true);
      expect(await runningServerUrl(postgresDir, "postgres")).toBe(first.adminUrl);

      // As a data directory made before the change: the old default password, and no file.
      const client = new pg.Client({ connectionString: first.adminUrl });
      await client.connect();
      await client.query("alter role postgres password 'postgres'");
      await client.end();
      await first.stop();
      await rm(passwordFile);

      const upgraded = await startEmbeddedPostgres(postgresDir, silentLogger, { throwaway: true });
      try {
        const replaced = (await readFile(passwordFile, "utf8")).trim();
        expect(replaced).not.toBe(generated);
        expect(await connects(upgraded.port, "postgres")).toBe(false);
        expect(await connects(upgraded.port, replaced)).toBe(true);
      } finally {
        await upgraded.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  test("the socket stays in the data directory, or there is none (TCP only) where its path would not fit", () => {
    expect(socketDirectoryOf("/srv/academy/data/postgres", 5432)).toBe("/srv/academy/data/postgres");
    expect(socketDirectoryOf(`/srv/${"a".repeat(100)}/postgres`, 5432)).toBeUndefined();
    expect(socketDirectoryOf("/srv/my data/postgres", 5432)).toBeUndefined();
    expect(socketDirectoryOf("/srv/a,b/postgres", 5432)).toBeUndefined();
  });
});
