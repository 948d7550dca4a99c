import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

export type AdminCandidate = { email: string; emailVerified: boolean; role?: string | null };

/**
 * SPEC 6 / DECISIONS 18: an administrator has the role 'admin' (given by
 * `npm run admin:create`), or a verified address listed in ADMIN_EMAILS
 * (checked on every request, so editing the list takes effect at once).
 */
export function isAdmin(user: AdminCandidate | null | undefined, adminEmails: readonly string[]): boolean {
  if (!user) return false;
  if (user.role === "admin") return true;
  return user.emailVerified && adminEmails.includes(user.email.trim().toLowerCase());
}

/** The spec's `is_admin(_user_id)`: false for an unknown id. */
export async function isAdminById(db: Database, adminEmails: readonly string[], userId: string) {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return isAdmin(user, adminEmails);
}
