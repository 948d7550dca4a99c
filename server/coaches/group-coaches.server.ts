import { and, asc, eq, inArray } from "drizzle-orm";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { groupCoaches, users } from "#server/db/schema.server.ts";
import { COACH_ROLE } from "#shared/stored-values.ts";

/** The coaches put on a group. */
export async function coachesOfGroup(db: Pick<Database, "select">, groupId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(groupCoaches)
    .innerJoin(users, eq(users.id, groupCoaches.userId))
    .where(eq(groupCoaches.groupId, groupId))
    .orderBy(asc(users.name));
}

/** Whether this coach was put on this group: the one question every coach page asks first. */
export async function coachesGroup(db: Pick<Database, "select">, userId: string, groupId: string) {
  const [row] = await db
    .select({ groupId: groupCoaches.groupId })
    .from(groupCoaches)
    .innerJoin(users, eq(users.id, groupCoaches.userId))
    .where(
      and(eq(groupCoaches.userId, userId), eq(groupCoaches.groupId, groupId), eq(users.role, COACH_ROLE)),
    )
    .limit(1);
  return Boolean(row);
}

/** An administrator sets a group's coaches (any number); ids that are not coaches are ignored. */
export async function setGroupCoaches(db: Database, groupId: string, coachIds: string[], actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await coachesOfGroup(tx, groupId);
    const coaches =
      coachIds.length === 0
        ? []
        : await tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(and(inArray(users.id, coachIds), eq(users.role, COACH_ROLE)));
    await tx.delete(groupCoaches).where(eq(groupCoaches.groupId, groupId));
    if (coaches.length > 0)
      await tx.insert(groupCoaches).values(coaches.map((coach) => ({ groupId, userId: coach.id })));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "group",
      entityId: groupId,
      before: { coaches: before.map((coach) => coach.email) },
      after: { coaches: coaches.map((coach) => coach.email) },
    });
    return coaches.length;
  });
}
