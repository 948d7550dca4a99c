import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authMessages as m } from "#shared/auth-messages.ts";
import { authOutcomeText } from "#shared/auth-outcome.ts";
import {
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "#server/auth/account-actions.server.ts";
import { signInAttemptKey } from "#server/auth/attempt-limits.server.ts";
import { getSessionUser } from "#server/auth/session.server.ts";
import { users } from "#server/db/schema.server.ts";
import {
  cookieHeaderFrom,
  createTestAuth,
  linkInText,
  queuedEmails,
  TEST_PUBLIC_URL,
} from "#tests/helpers/test-auth.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let setup: ReturnType<typeof createTestAuth>;

beforeAll(async () => {
  database = await createTestDatabase();
  setup = createTestAuth(database.db, { limit: 3, windowSeconds: 2 });
});
afterAll(() => database.drop());

const person = (email: string, password = "a-good-password") => ({
  email,
  password,
  firstName: "Camille",
  lastName: "Durand",
});

async function verify(email: string) {
  const message = (await queuedEmails(database.db, email)).find((mail) => mail.kind === "email-verification");
  const link = linkInText(message!.textBody, `${TEST_PUBLIC_URL}/api/auth/verify-email?token=`);
  return setup.auth.handler(new Request(link));
}

// Tests of a file may run in any order: each one that needs an account makes its own.
async function verifiedAccount(email: string) {
  await signUp(setup.deps, person(email));
  await verify(email);
}

describe("sign-up", () => {
  test("stores the first and last name, leaves the address unverified and queues a verification link", async () => {
    const wakesBefore = setup.wakes.count;
    const outcome = await signUp(setup.deps, person("camille@example.com"));
    expect(outcome).toEqual({ ok: true, code: "signed_up" });

    const [user] = await database.db.select().from(users).where(eq(users.email, "camille@example.com"));
    expect(user).toMatchObject({
      firstName: "Camille",
      lastName: "Durand",
      name: "Camille Durand",
      emailVerified: false,
      role: "user",
    });
    const [message] = await queuedEmails(database.db, "camille@example.com");
    expect(message?.kind).toBe("email-verification");
    expect(message?.textBody).toContain(`${TEST_PUBLIC_URL}/api/auth/verify-email?token=`);
    expect(message?.html).toContain("Confirm my email");
    expect(setup.wakes.count).toBeGreaterThan(wakesBefore);
  });

  test("an address that already has an account gets the new-account answer, whatever its case, and its owner an e-mail", async () => {
    await signUp(setup.deps, person("returning@example.com"));
    const outcome = await signUp(setup.deps, person("Returning@Example.com", "another-password"));
    expect(outcome).toEqual({ ok: true, code: "signed_up" });
    const rows = await database.db.select().from(users).where(eq(users.email, "returning@example.com"));
    expect(rows).toHaveLength(1);
    const [latest] = await queuedEmails(database.db, "returning@example.com");
    expect(latest?.kind).toBe("account-exists");
  });

  test("a password under 8 characters is refused by the server too", async () => {
    const outcome = await signUp(setup.deps, person("short@example.com", "1234567"));
    expect(outcome).toEqual({ ok: false, code: "password_too_short" });
    expect(authOutcomeText(outcome)).toEqual({
      message: m.signUpError,
      fieldErrors: { password: m.passwordTooShort },
    });
  });

  test("the role cannot be chosen through the API", async () => {
    const response = await setup.auth.handler(
      new Request(`${TEST_PUBLIC_URL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: TEST_PUBLIC_URL },
        body: JSON.stringify({ ...person("sneaky@example.com"), name: "Sneaky", role: "admin" }),
      }),
    );
    // Better Auth drops the field (input: false); the account exists as an ordinary user.
    expect(response.status).toBe(200);
    const rows = await database.db.select().from(users).where(eq(users.email, "sneaky@example.com"));
    expect(rows.map((row) => row.role)).toEqual(["user"]);
  });
});

describe("sign-in", () => {
  test("an unverified address with the right password is asked to confirm its e-mail", async () => {
    await signUp(setup.deps, person("unverified@example.com"));
    const outcome = await signIn(setup.deps, {
      email: "unverified@example.com",
      password: "a-good-password",
    });
    expect(outcome).toEqual({ ok: false, code: "email_not_confirmed" });
  });

  test("wrong passwords and unknown addresses get 'Invalid email or password'", async () => {
    await signUp(setup.deps, person("wrong-password@example.com"));
    expect(
      await signIn(setup.deps, { email: "wrong-password@example.com", password: "not-the-password" }),
    ).toEqual({
      ok: false,
      code: "invalid_credentials",
    });
    expect(await signIn(setup.deps, { email: "nobody@example.com", password: "whatever-it-is" })).toEqual({
      ok: false,
      code: "invalid_credentials",
    });
  });

  test("the verification link confirms the address, then sign-in sets an httpOnly session cookie", async () => {
    await signUp(setup.deps, person("confirmed@example.com"));
    const response = await verify("confirmed@example.com");
    expect(response.status).toBe(302);
    // The home page, flagged so that it says the address is confirmed.
    expect(response.headers.get("location")).toBe("/?email-confirmed=1");

    const outcome = await signIn(setup.deps, { email: "confirmed@example.com", password: "a-good-password" });
    expect(outcome.ok).toBe(true);
    expect(authOutcomeText(outcome).message).toBe(m.signInSuccess);
    const cookie = (outcome.ok && outcome.headers?.getSetCookie()[0]) || "";
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");

    const session = await getSessionUser(
      setup.auth,
      new Headers({ Cookie: cookieHeaderFrom(outcome.ok ? outcome.headers! : new Headers()) }),
    );
    expect(session.user).toMatchObject({
      email: "confirmed@example.com",
      firstName: "Camille",
      role: "user",
    });
  });

  test("a verification link with a broken token returns to the home page with the error", async () => {
    await signUp(setup.deps, person("broken-link@example.com"));
    const [message] = await queuedEmails(database.db, "broken-link@example.com");
    const link = linkInText(message!.textBody, `${TEST_PUBLIC_URL}/api/auth/verify-email?token=`);
    const broken = link.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -4)}abcd`);
    const response = await setup.auth.handler(new Request(broken));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/\?email-confirmed=1&error=[A-Z_]+$/);
    const [user] = await database.db.select().from(users).where(eq(users.email, "broken-link@example.com"));
    expect(user?.emailVerified).toBe(false);
  });

  test("sign-out ends the session and clears the cookie", async () => {
    await verifiedAccount("signed-out@example.com");
    const outcome = await signIn(setup.deps, {
      email: "signed-out@example.com",
      password: "a-good-password",
    });
    const cookie = cookieHeaderFrom(outcome.ok ? outcome.headers! : new Headers());
    const cleared = await signOut({ ...setup.deps, requestHeaders: new Headers({ Cookie: cookie }) });
    expect(cleared.getSetCookie().join("\n")).toMatch(/better-auth\.session_token=;.*Max-Age=0/);
    const session = await getSessionUser(setup.auth, new Headers({ Cookie: cookie }));
    expect(session.user).toBeNull();
  });
});

describe("password reset", () => {
  test("the e-mailed link leads back to /auth with a token that sets a new password once", async () => {
    await verifiedAccount("forgetful@example.com");
    const outcome = await requestPasswordReset(setup.deps, { email: "forgetful@example.com" });
    expect(outcome).toEqual({ ok: true, code: "reset_email_sent" });

    const [message] = await queuedEmails(database.db, "forgetful@example.com");
    expect(message?.kind).toBe("password-reset");
    const link = linkInText(message!.textBody, `${TEST_PUBLIC_URL}/api/auth/reset-password/`);
    const redirect = await setup.auth.handler(new Request(link));
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(`${TEST_PUBLIC_URL}/auth`);
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();

    expect(await resetPassword(setup.deps, { token, password: "a-brand-new-password" })).toEqual({
      ok: true,
      code: "password_updated",
    });
    expect(await resetPassword(setup.deps, { token, password: "yet-another-password" })).toEqual({
      ok: false,
      code: "reset_link_invalid",
    });
    expect(
      (await signIn(setup.deps, { email: "forgetful@example.com", password: "a-good-password" })).ok,
    ).toBe(false);
    expect(
      (await signIn(setup.deps, { email: "forgetful@example.com", password: "a-brand-new-password" })).ok,
    ).toBe(true);
  });

  test("an unknown address gets the same answer and no e-mail", async () => {
    const outcome = await requestPasswordReset(setup.deps, { email: "stranger@example.com" });
    expect(outcome).toEqual({ ok: true, code: "reset_email_sent" });
    expect(await queuedEmails(database.db, "stranger@example.com")).toEqual([]);
  });

  test("an expired or made-up link is refused", async () => {
    const made = await setup.auth.handler(
      new Request(`${TEST_PUBLIC_URL}/api/auth/reset-password/not-a-token?callbackURL=%2Fauth`),
    );
    expect(made.headers.get("location")).toBe(`${TEST_PUBLIC_URL}/auth?error=INVALID_TOKEN`);
    expect(await resetPassword(setup.deps, { token: "not-a-token", password: "whatever-1234" })).toEqual({
      ok: false,
      code: "reset_link_invalid",
    });
  });
});

// Each password check is a deliberately slow hash: a few of them take long on a loaded machine.
describe("attempt limits, kept in the database", { timeout: 90_000 }, () => {
  // A window long enough for a loaded machine; a test ends it by moving its start back, not by waiting.
  const limited = () => createTestAuth(database.db, { limit: 3, windowSeconds: 120 });
  const endWindow = (email: string) =>
    database.db.execute(
      sql`update rate_limits set window_start = window_start - interval '121 seconds' where key = ${signInAttemptKey(email, "unknown")}`,
    );

  test("wrong passwords lock the address for the window, then the right one gets in again", async () => {
    const { deps } = limited();
    await signUp(deps, person("locked@example.com"));
    await verify("locked@example.com");
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await signIn(deps, { email: "locked@example.com", password: "wrong-password" })).toEqual({
        ok: false,
        code: "invalid_credentials",
      });
    }
    const refused = await signIn(deps, { email: "locked@example.com", password: "a-good-password" });
    expect(refused.ok).toBe(false);
    expect(authOutcomeText(refused).message).toMatch(
      /^Sign in error: Too many sign-in attempts\. Please try again in \d+ seconds?\.$/,
    );

    await endWindow("locked@example.com");
    expect((await signIn(deps, { email: "locked@example.com", password: "a-good-password" })).ok).toBe(true);
  });

  test("successful sign-ins do not use up the allowance", async () => {
    // Its own account: tests of a file may run in any order.
    const { deps } = limited();
    await signUp(deps, person("steady@example.com"));
    await verify("steady@example.com");
    for (let attempt = 0; attempt < 6; attempt++) {
      const outcome = await signIn(deps, { email: "steady@example.com", password: "a-good-password" });
      expect(outcome.ok).toBe(true);
    }
  });

  test("the HTTP API is limited too", async () => {
    // A window long enough that four slow password checks on a loaded machine all fall inside it.
    const limited = createTestAuth(database.db, { limit: 3, windowSeconds: 120 });
    const attempt = () =>
      limited.auth.handler(
        new Request(`${TEST_PUBLIC_URL}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "api-target@example.com", password: "guess-guess" }),
        }),
      );
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  test("the e-mails to one address (sign-up, resets) share one allowance", async () => {
    // Its own account and a long window: every request on a loaded machine falls inside it.
    const { deps } = limited();
    expect((await signUp(deps, person("reset-limit@example.com"))).ok).toBe(true);
    const outcomes = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      outcomes.push(await requestPasswordReset(deps, { email: "reset-limit@example.com" }));
    }
    expect(outcomes.slice(0, 2).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes[2]).toMatchObject({ ok: false, code: "too_many_reset_requests" });
    expect(authOutcomeText(outcomes[2]!)).toMatchObject({
      message: m.resetEmailError,
      detail: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    // The address's verification e-mail and two reset e-mails.
    expect(await queuedEmails(database.db, "reset-limit@example.com")).toHaveLength(1 + 2);
  });
});

describe("unexpected failures", () => {
  test("sign-up and reset say 'Error creating account' and 'Error sending password reset email'", async () => {
    const broken = await createTestDatabase();
    try {
      const brokenSetup = createTestAuth(broken.db);
      await broken.pool.query("drop table accounts");
      expect(await signUp(brokenSetup.deps, person("nobody-saved@example.com"))).toEqual({
        ok: false,
        code: "sign_up_failed",
      });
      // Nothing half-made: the address can sign up again once the fault is fixed.
      expect((await broken.pool.query("select 1 from users")).rowCount).toBe(0);
      await broken.pool.query("drop table rate_limits");
      expect(await requestPasswordReset(brokenSetup.deps, { email: "nobody-saved@example.com" })).toEqual({
        ok: false,
        code: "reset_email_failed",
      });
      expect(
        authOutcomeText(await signIn(brokenSetup.deps, { email: "x@example.com", password: "whatever" }))
          .message,
      ).toBe(m.signInError("Something went wrong. Please try again."));
    } finally {
      await broken.drop();
    }
  });
});
