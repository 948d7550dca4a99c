import { and, asc, eq, like } from "drizzle-orm";
import { generateRandomString } from "better-auth/crypto";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import type { Config } from "#server/config.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { groupCoaches, sessions, users, verifications } from "#server/db/schema.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { coachInvitationEmail } from "#server/email/templates/coach-invitation-email.server.tsx";
import { paths } from "#shared/paths.ts";
import { COACH_ROLE } from "#shared/stored-values.ts";

/** How long an invitation's link works (a reset link, made to last longer than one asked for). */
export const INVITATION_DAYS = 7;
/** Better Auth's reset links: the same record, so its own endpoint sets the password. */
const RESET_PREFIX = "reset-password:";

const newId = () => generateRandomString(32, "a-z", "A-Z", "0-9");

export type CoachRow = { id: string; name: string; email: string; secondFactor: boolean; groups: number };

/** The academy's coaches, by name. */
export async function listCoaches(db: Pick<Database, "select">): Promise<CoachRow[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      secondFactor: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.role, COACH_ROLE))
    .orderBy(asc(users.name), asc(users.email));
  const assigned = await db.select({ userId: groupCoaches.userId }).from(groupCoaches);
  return rows.map((row) => ({ ...row, groups: assigned.filter((item) => item.userId === row.id).length }));
}

export type InviteOutcome = { ok: true; userId: string; again: boolean } | { ok: false; reason: "taken" };

/**
 * An administrator creates a coach's account and e-mails its invitation
 * (docs/product/coaches-and-attendance.md#coaches): a verified account with no password, and Better
 * Auth's own reset link (lasting 7 days) that sets the first one; the coach then sets up the same
 * second factor as administrators. Inviting an existing coach again sends a fresh link (the old one
 * stops working); an address that belongs to any other account is refused.
 */
export async function inviteCoach(
  db: Database,
  config: Pick<Config, "academyName" | "contactEmail" | "publicUrl">,
  input: { name: string; email: string },
  actor: Actor,
  now: Date = new Date(),
): Promise<InviteOutcome> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for("update")
      .limit(1);
    if (existing && existing.role !== COACH_ROLE) return { ok: false, reason: "taken" } as const;
    const userId = existing?.id ?? newId();
    if (!existing) {
      await tx.insert(users).values({
        id: userId,
        email,
        name,
        firstName: name,
        lastName: "",
        emailVerified: true,
        role: COACH_ROLE,
      });
    }
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`)));
    const token = generateRandomString(32, "a-z", "A-Z", "0-9");
    await tx.insert(verifications).values({
      id: newId(),
      identifier: `${RESET_PREFIX}${token}`,
      value: userId,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 3_600_000),
    });
    // Better Auth's reset endpoint checks the link and lands on the sign-in page's "choose a password" form.
    const url = `${config.publicUrl}${paths.authApi}/reset-password/${token}?callbackURL=${encodeURIComponent(paths.auth)}`;
    const language = emailLanguage("academy");
    await enqueueEmail(tx, {
      kind: "coach-invitation",
      to: email,
      ...(await coachInvitationEmail(
        {
          academyName: config.academyName,
          contactEmail: config.contactEmail,
          name,
          url,
          days: INVITATION_DAYS,
        },
        language,
      )),
    });
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "coach",
      entityId: userId,
      after: { name: existing ? undefined : name, email },
    });
    return { ok: true, userId, again: Boolean(existing) } as const;
  });
}

/**
 * An administrator ends a coach's access: the account stays (for the audit log), becomes an
 * ordinary account without groups, and every session of it ends at once.
 */
export async function removeCoach(db: Database, userId: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [coach] = await tx
      .update(users)
      .set({ role: "user" })
      .where(and(eq(users.id, userId), eq(users.role, COACH_ROLE)))
      .returning({ email: users.email });
    if (!coach) return false;
    await tx.delete(groupCoaches).where(eq(groupCoaches.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "coach",
      entityId: userId,
      before: { email: coach.email },
    });
    return true;
  });
}
