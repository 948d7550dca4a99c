import { desc, eq } from "drizzle-orm";
import type { DiscountCodeFormInput } from "#shared/admin/discount-code-form.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import type { DiscountCodeRefusal } from "#shared/admin/discount-code-answer.ts";
import { done } from "#server/admin/result.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { pgConstraint, pgErrorCode } from "#server/db/errors.server.ts";
import { discountCodes } from "#server/db/schema.server.ts";

/** docs/product/accounts-and-back-office.md#discount-codes-screen and docs/product/accounts-and-back-office.md#lists: every code, newest first. */
export function listDiscountCodes(db: Database) {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
}

export async function saveDiscountCode(
  db: Database,
  actor: Actor,
  input: DiscountCodeFormInput,
): Promise<Outcome<{ id: string; created: boolean }, DiscountCodeRefusal>> {
  const { id, ...fields } = input;
  try {
    return await db.transaction(async (tx) => {
      if (!id) {
        const [after] = await tx.insert(discountCodes).values(fields).returning();
        await recordAudit(tx, {
          actor,
          action: "create",
          entity: "discount_code",
          entityId: after!.id,
          after,
        });
        return done({ id: after!.id, created: true });
      }
      const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
      if (!before) return refusal("not_found");
      if (fields.maxUses !== null && fields.maxUses < before.usedCount) {
        return refusal("max_uses_below_used", { field: "maxUses", values: { used: before.usedCount } });
      }
      const [after] = await tx.update(discountCodes).set(fields).where(eq(discountCodes.id, id)).returning();
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "discount_code",
        entityId: id,
        before,
        after,
      });
      return done({ id, created: false });
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "discount_codes_code_unique") {
      return refusal("code_taken", { field: "code" });
    }
    if (pgErrorCode(error) === "22P02") return refusal("not_found");
    throw error;
  }
}

export async function deleteDiscountCode(
  db: Database,
  actor: Actor,
  id: string,
): Promise<Outcome<null, DiscountCodeRefusal>> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return refusal("not_found");
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
    if (!before) return refusal("not_found");
    await recordAudit(tx, { actor, action: "delete", entity: "discount_code", entityId: id, before });
    return done(null);
  });
}
