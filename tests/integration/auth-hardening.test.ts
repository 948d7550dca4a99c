import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { authOutcomeText } from "#shared/auth-outcome.ts";
import {
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  verifySecondFactor,
  type AuthOutcome,
} from "#server/auth/account-actions.server.ts";
import { createOrPromoteAdmin, resetSecondFactor } from "#server/auth/admin-accounts.server.ts";
import { withClientIp } from "#server/auth/client-ip-header.server.ts";
import { getSessionUser } from "#server/auth/session.server.ts";
import { sessions, twoFactors, users } from "#server/db/schema.server.ts";
import {
  cookieHeaderFrom,
  createTestAuth,
  enrolSecondFactor,
  linkInText,
  queuedEmails,
  TEST_PUBLIC_URL,
  totpCode,
} from "#tests/helpers/test-auth.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let setup: ReturnType<typeof createTestAuth>;

beforeAll(async () => {
  database = await createTestDatabase();
  setup = createTestAuth(database.db);
});
afterAll(() => database.drop());

const person = (email: string) => ({ email, password: "a-good-password", firstName: "Sam", lastName: "Lee" });
const cookieOf = (outcome: AuthOutcome & { headers?: Headers }) => {
  if (!outcome.ok || !outcome.headers) throw new Error(`no session: ${outcome.code}`);
  return cookieHeaderFrom(outcome.headers);
};
const from = (ip: string) => ({ ...setup.deps, requestHeaders: withClientIp(new Headers(), ip) });

describe("nothing tells whether an account exists", () => {
  test("sign-up: an existing address gets exactly the new account's answer; its owner is e-mailed, not the stranger", async () => {
    const fresh = await signUp(from("10.0.0.1"), person("owner@example.com"));
    const again = await signUp(from("10.0.0.2"), person("owner@example.com"));
    expect(again).toEqual(fresh);
    const mail = await queuedEmails(database.db, "owner@example.com");
    expect(mail.map((message) => message.kind).sort()).toEqual(["account-exists", "email-verification"]);
    const notice = mail.find((message) => message.kind === "account-exists")!;
    expect(notice.textBody).toContain(`${TEST_PUBLIC_URL}/auth`);
    expect(notice.textBody).not.toContain("a-good-password");
  });

  test("the HTTP API answers a duplicate sign-up like a new one (status and shape)", async () => {
    const post = (email: string) =>
      setup.auth.handler(
        new Request(`${TEST_PUBLIC_URL}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: TEST_PUBLIC_URL },
          body: JSON.stringify({ ...person(email), name: "Sam Lee" }),
        }),
      );
    const fresh = await post("api-new@example.com");
    const duplicate = await post("api-new@example.com");
    expect(duplicate.status).toBe(fresh.status);
    const [a, b] = [await fresh.json(), await duplicate.json()];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(JSON.stringify(b)).not.toMatch(/exist/i);
  });

  test("reset: an unknown address gets the same answer", async () => {
    // Its own known address: the sign-up test above may not have run yet.
    await signUp(from("10.0.0.4"), person("known@example.com"));
    expect(await requestPasswordReset(from("10.0.0.3"), { email: "nobody@example.com" })).toEqual(
      await requestPasswordReset(from("10.0.0.3"), { email: "known@example.com" }),
    );
  });
});

describe("reset links", () => {
  const resetLinks = async (email: string) =>
    (await queuedEmails(database.db, email))
      .filter((message) => message.kind === "password-reset")
      .map((message) => new URL(linkInText(message.textBody, `${TEST_PUBLIC_URL}/api/auth/reset-password/`)))
      .map((url) => url.pathname.split("/").pop()!);

  test("a newer link makes the older ones void, and a used link voids every other", async () => {
    await createOrPromoteAdmin(database.db, { email: "resetter@example.com", password: "first-password" });
    await requestPasswordReset(from("10.0.1.1"), { email: "resetter@example.com" });
    const [older] = await resetLinks("resetter@example.com");
    await requestPasswordReset(from("10.0.1.1"), { email: "resetter@example.com" });
    const [newer] = await resetLinks("resetter@example.com");
    expect(newer).not.toBe(older);
    expect(await resetPassword(from("10.0.1.1"), { token: older!, password: "second-password" })).toEqual({
      ok: false,
      code: "reset_link_invalid",
    });
    expect(
      await resetPassword(from("10.0.1.1"), { token: newer!, password: "second-password" }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await resetPassword(from("10.0.1.1"), { token: newer!, password: "third-password" }),
    ).toMatchObject({
      ok: false,
    });
    expect(
      (await signIn(from("10.0.1.1"), { email: "resetter@example.com", password: "second-password" })).ok,
    ).toBe(true);
  });
});

describe("limits per client address", () => {
  test("one address trying many accounts is stopped, another address is not", async () => {
    const limited = createTestAuth(
      database.db,
      { limit: 100, windowSeconds: 60 },
      { limit: 4, windowSeconds: 60 },
    );
    const deps = (ip: string) => ({ ...limited.deps, requestHeaders: withClientIp(new Headers(), ip) });
    const answers = [];
    for (let index = 0; index < 6; index++)
      answers.push(
        await signIn(deps("10.9.9.9"), { email: `guess-${index}@example.com`, password: "wrong-password" }),
      );
    expect(answers.slice(0, 4).map((answer) => answer.code)).toEqual(Array(4).fill("invalid_credentials"));
    expect(answers[4]!.code).toBe("too_many_sign_in_attempts");
    expect(authOutcomeText(answers[4]!).message).toMatch(/Too many sign-in attempts/);
    // Sign-up and reset share the address's allowance.
    expect(await signUp(deps("10.9.9.9"), person("late@example.com"))).toMatchObject({ ok: false });
    expect(
      (await signIn(deps("10.9.9.8"), { email: "guess-0@example.com", password: "wrong-password" })).code,
    ).toBe("invalid_credentials");
  });
});

describe("administrators' second factor", () => {
  const password = "admin-password";
  // A new administrator for each test, so that none depends on another having set up (or reset)
  // the factor first; the tests that need it on set it up themselves.
  let email: string;
  let serial = 0;

  beforeEach(async () => {
    email = `two-factor-admin-${++serial}@example.com`;
    await createOrPromoteAdmin(database.db, { email, password });
  });

  test("a first sign-in gives a session that has not passed the second factor", async () => {
    const outcome = await signIn(from("10.0.2.1"), { email, password });
    expect(outcome).toMatchObject({ ok: true, code: "signed_in" });
    const { session } = await getSessionUser(setup.auth, new Headers({ cookie: cookieOf(outcome) }));
    expect(session).toMatchObject({ twoFactorVerified: false });
  });

  test("setting it up with a real TOTP code turns it on and marks the session", async () => {
    const enrolled = await enrolSecondFactor(setup, email, password);
    expect(enrolled.backupCodes).toHaveLength(10);
    const { user, session } = await getSessionUser(setup.auth, new Headers({ cookie: enrolled.cookie }));
    expect(user).toMatchObject({ email, twoFactorEnabled: true });
    expect(session).toMatchObject({ twoFactorVerified: true });
    // The key and codes are stored encrypted, never as shown.
    const [row] = await database.db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id));
    expect(row!.secret).not.toContain(new URL(enrolled.totpUri).searchParams.get("secret"));
    expect(row!.backupCodes).not.toContain(enrolled.backupCodes[0]);
  });

  async function passwordStep() {
    const outcome = await signIn(from("10.0.2.2"), { email, password });
    expect(outcome).toMatchObject({ ok: true, step: "two-factor", code: "second_factor_required" });
    const cookie = cookieOf(outcome);
    // No session yet: only the short-lived challenge.
    expect((await getSessionUser(setup.auth, new Headers({ cookie }))).user).toBeNull();
    return { ...setup.deps, requestHeaders: withClientIp(new Headers({ cookie }), "10.0.2.2") };
  }

  test("the next sign-in asks for the code; a wrong one is refused, the right one signs in", async () => {
    const enrolled = await enrolSecondFactor(setup, email, password);
    const challenge = await passwordStep();
    const wrong = String((Number(totpCode(enrolled.totpUri)) + 1) % 1_000_000).padStart(6, "0");
    expect(await verifySecondFactor(challenge, { code: wrong })).toMatchObject({
      ok: false,
      code: "second_factor_invalid",
      step: "two-factor",
    });
    const right = await verifySecondFactor(challenge, { code: totpCode(enrolled.totpUri) });
    expect(right).toMatchObject({ ok: true, code: "signed_in" });
    const { session } = await getSessionUser(setup.auth, new Headers({ cookie: cookieOf(right) }));
    expect(session).toMatchObject({ twoFactorVerified: true });
  });

  test("a backup code works once", async () => {
    const enrolled = await enrolSecondFactor(setup, email, password);
    const code = enrolled.backupCodes[0]!;
    const first = await verifySecondFactor(await passwordStep(), { code });
    expect(first).toMatchObject({ ok: true });
    const { session } = await getSessionUser(setup.auth, new Headers({ cookie: cookieOf(first) }));
    expect(session).toMatchObject({ twoFactorVerified: true });
    expect(await verifySecondFactor(await passwordStep(), { code })).toMatchObject({
      ok: false,
      code: "second_factor_invalid",
    });
  });

  test("--reset-2fa removes the factor and every session: the next sign-in sets it up again", async () => {
    const enrolled = await enrolSecondFactor(setup, email, password);
    expect(await resetSecondFactor(database.db, email.toUpperCase())).toBe(true);
    expect(await resetSecondFactor(database.db, "nobody@example.com")).toBe(false);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user!.twoFactorEnabled).toBe(false);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect((await getSessionUser(setup.auth, new Headers({ cookie: enrolled.cookie }))).user).toBeNull();
    const outcome = await signIn(from("10.0.2.3"), { email, password });
    expect(outcome).toMatchObject({ ok: true, code: "signed_in" });
    expect(outcome).not.toHaveProperty("step", "two-factor");
    const again = await enrolSecondFactor(setup, email, password);
    expect(again.totpUri).not.toBe(enrolled.totpUri);
  });
});
