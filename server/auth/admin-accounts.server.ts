import { and, eq } from "drizzle-orm";
import { generateRandomString, hashPassword } from "better-auth/crypto";
import type { Database } from "#server/db/client.server.ts";
import { accounts, sessions, twoFactors, users } from "#server/db/schema.server.ts";

export type AdminAccountInput = { email: string; password: string; firstName?: string; lastName?: string };
export type AdminAccountOutcome = {
  status: "created" | "promoted" | "already-admin";
  userId: string;
  /** True when a credential (password) was stored; an existing password is never replaced. */
  passwordSet: boolean;
};

const newId = () => generateRandomString(32, "a-z", "A-Z", "0-9");

/**
 * docs/product/accounts-and-back-office.md#admin-role: makes `email` an administrator. A new address gets a verified
 * account with this password, hashed as Better Auth hashes sign-up passwords
 * (so it can sign in at once). An existing account is promoted and marked
 * verified; its own password is kept (one is added only if it has none).
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: AdminAccountInput,
): Promise<AdminAccountOutcome> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email))
      .for("update")
      .limit(1);

    if (!existing) {
      const userId = newId();
      const firstName = input.firstName?.trim() || "Admin";
      const lastName = input.lastName?.trim() ?? "";
      await tx.insert(users).values({
        id: userId,
        email,
        name: `${firstName} ${lastName}`.trim(),
        firstName,
        lastName,
        emailVerified: true,
        role: "admin",
      });
      await tx
        .insert(accounts)
        .values({ id: newId(), userId, accountId: userId, providerId: "credential", password: passwordHash });
      return { status: "created", userId: userId, passwordSet: true };
    }

    const wasAdmin = existing.role === "admin" && existing.emailVerified;
    await tx.update(users).set({ role: "admin", emailVerified: true }).where(eq(users.id, existing.id));
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")))
      .limit(1);
    if (!credential) {
      await tx.insert(accounts).values({
        id: newId(),
        userId: existing.id,
        accountId: existing.id,
        providerId: "credential",
        password: passwordHash,
      });
    }
    return { status: wasAdmin ? "already-admin" : "promoted", userId: existing.id, passwordSet: !credential };
  });
}

/**
 * `npm run admin:create -- --email E --reset-2fa`: an administrator who lost the authenticator
 * device. Removes the key and backup codes and ends every session, so the next sign-in sets the
 * second factor up again. Answers false when no account has this address.
 */
export async function resetSecondFactor(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}
