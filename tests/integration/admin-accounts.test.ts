import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signIn, signUp } from "#server/auth/account-actions.server.ts";
import { createOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";
import { isAdmin } from "#server/auth/is-admin.server.ts";
import { accounts, users } from "#server/db/schema.server.ts";
import { createTestAuth } from "#tests/helpers/test-auth.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let setup: ReturnType<typeof createTestAuth>;

beforeAll(async () => {
  database = await createTestDatabase();
  setup = createTestAuth(database.db);
});
afterAll(() => database.drop());

const userByEmail = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe("the admin:create command's domain function", () => {
  test("creates a verified administrator who can sign in with the given password", async () => {
    const result = await createOrPromoteAdmin(database.db, {
      email: "Director@Academy.test",
      password: "a-long-admin-password",
    });
    expect(result).toMatchObject({ status: "created", passwordSet: true });
    expect(await userByEmail("director@academy.test")).toMatchObject({ role: "admin", emailVerified: true });

    const outcome = await signIn(setup.deps, {
      email: "director@academy.test",
      password: "a-long-admin-password",
    });
    expect(outcome.ok).toBe(true);
  });

  test("promotes an existing account, marks it verified and keeps its own password", async () => {
    await signUp(setup.deps, {
      email: "teacher@academy.test",
      password: "teacher-password",
      firstName: "Léa",
      lastName: "Martin",
    });
    const result = await createOrPromoteAdmin(database.db, {
      email: "teacher@academy.test",
      password: "command-password",
    });
    expect(result).toMatchObject({ status: "promoted", passwordSet: false });
    expect(await userByEmail("teacher@academy.test")).toMatchObject({
      role: "admin",
      emailVerified: true,
      firstName: "Léa",
    });
    expect(
      (await signIn(setup.deps, { email: "teacher@academy.test", password: "teacher-password" })).ok,
    ).toBe(true);
    expect(
      (await signIn(setup.deps, { email: "teacher@academy.test", password: "command-password" })).ok,
    ).toBe(false);
    const credentials = await database.db.select().from(accounts).where(eq(accounts.userId, result.userId));
    expect(credentials).toHaveLength(1);
  });

  test("running it again changes nothing", async () => {
    // Its own account, promoted once here, so the second run does not depend on the test above.
    await signUp(setup.deps, {
      email: "again@academy.test",
      password: "again-password",
      firstName: "Noé",
      lastName: "Petit",
    });
    await createOrPromoteAdmin(database.db, { email: "again@academy.test", password: "command-password" });
    const result = await createOrPromoteAdmin(database.db, {
      email: "again@academy.test",
      password: "command-password",
    });
    expect(result.status).toBe("already-admin");
  });
});

describe("is_admin", () => {
  test.each([
    { user: { email: "a@x.test", emailVerified: true, role: "admin" }, list: [], admin: true },
    { user: { email: "a@x.test", emailVerified: false, role: "admin" }, list: [], admin: true },
    { user: { email: "a@x.test", emailVerified: true, role: "user" }, list: [], admin: false },
    { user: { email: "A@X.test", emailVerified: true, role: "user" }, list: ["a@x.test"], admin: true },
    { user: { email: "a@x.test", emailVerified: false, role: "user" }, list: ["a@x.test"], admin: false },
    { user: null, list: ["a@x.test"], admin: false },
  ])("$user with ADMIN_EMAILS=$list is admin: $admin", ({ user, list, admin }) => {
    expect(isAdmin(user, list)).toBe(admin);
  });
});
