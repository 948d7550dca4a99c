import { count, desc } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.server.ts";
import { auditLog } from "#server/db/schema.server.ts";
import { ACTOR_CODES } from "#shared/admin/audit-actor.ts";
import { auditItemNames, auditReferencedNames } from "./audit-item-name.server.ts";

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "export",
  "cancel",
  "close",
  "reopen",
  "assign",
  "refund",
  "erase",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity =
  | "workshop"
  | "discount_code"
  | "page_content"
  | "booking"
  | "bookings"
  | "newsletter"
  | "waiting_list"
  | "group"
  | "invoices"
  | "coach"
  | "group_message"
  | "review";
export type Actor = { id: string; email: string };

/** Who the scheduled jobs act as in the audit log (no user account); shown in words by actorLabel. */
export const SYSTEM_ACTOR: Actor = { id: ACTOR_CODES.system, email: ACTOR_CODES.system };

/**
 * Who a family's own change is recorded as: the booking's secret link, no account (and no child's
 * name); shown in words by actorLabel.
 */
export const FAMILY_ACTOR: Actor = { id: ACTOR_CODES.family, email: ACTOR_CODES.family };

/** A database or an open transaction: the entry is written with the change it records. */

/** JSON-safe copy of a row (dates as ISO strings), so `before`/`after` read the same as the API. */
function snapshot(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** Records who did what, when, to which row, with the values before and after. */
export async function recordAudit(
  db: Executor<"insert">,
  entry: {
    actor: Actor;
    action: AuditAction;
    entity: AuditEntity;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
  },
) {
  await db.insert(auditLog).values({
    actorUserId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}

/** One page of the trail, newest first, each entry with the name of its item (or null). */
export async function listAuditLog(db: Database, page: number, pageSize: number) {
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(auditLog),
  ]);
  const [names, referenced] = await Promise.all([
    auditItemNames(db, entries),
    auditReferencedNames(db, entries),
  ]);
  const rows = entries.map((entry, index) => ({ ...entry, itemName: names[index] ?? null }));
  return { rows, total: total?.value ?? 0, referenced };
}
