import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import { discountCodes } from "#server/db/schema.server.ts";
import type { DiscountCodeRule } from "./discount-rules.server.ts";
import { codeUsesHeld } from "#server/seats/seats.server.ts";

export type StoredDiscountCode = DiscountCodeRule & { id: string; reservedUses: number };

/** How a visitor's typed code is compared with the stored ones: trimmed, case-insensitive. */
export function normaliseDiscountCode(code: string) {
  return code.trim().toUpperCase();
}

// Drizzle prints a column unqualified inside raw SQL, which the subquery would resolve to its own table.
const codeId = sql.raw(`"discount_codes"."id"`);

/** Uses reserved by open checkouts whose seat hold has not expired (docs/product/booking-and-payment.md#discount-codes); only a limited code needs them. */
const reservedUses = sql<number>`case when "discount_codes"."max_uses" is null then 0 else ${codeUsesHeld(codeId)} end`;

/**
 * The stored code equal to the placeholder `code` (normalised: normaliseDiscountCode), with its
 * reserved uses; a payment start reads it beside its other first reads
 * (server/bookings/booking-start-reads.server.ts).
 */
export function storedCodeSelect(db: Database) {
  return db
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      discountType: discountCodes.discountType,
      discountValue: discountCodes.discountValue,
      minAmount: discountCodes.minAmount,
      maxUses: discountCodes.maxUses,
      usedCount: discountCodes.usedCount,
      expiresAt: discountCodes.expiresAt,
      isActive: discountCodes.isActive,
      reservedUses: reservedUses.as("reserved_uses"),
    })
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = ${sql.placeholder("code")}`)
    .limit(1);
}

const storedCode = preparedStatement((db) => storedCodeSelect(db).prepare("stored_discount_code"));

/**
 * The stored code matching `code` with the uses its open holds reserve, or undefined. Read without
 * a lock: the hold locks the code's row and counts its uses again (server/seats/holds.server.ts).
 */
export async function findDiscountCode(db: Database, code: string): Promise<StoredDiscountCode | undefined> {
  const normalised = normaliseDiscountCode(code);
  if (!normalised) return undefined;
  const [row] = await storedCode(db).execute({ code: normalised });
  return row;
}
