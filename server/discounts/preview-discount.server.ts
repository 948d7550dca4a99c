import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { workshops } from "#server/db/schema.server.ts";
import { evaluateDiscount, type DiscountEvaluation } from "./discount-rules.server.ts";
import { findDiscountCode } from "./find-discount-code.server.ts";

export type DiscountPreviewOutcome = DiscountEvaluation | { ok: false; reason: "no_workshop" };

/**
 * What a code would take off a workshop's price right now, computed from the
 * database price (docs/product/booking-and-payment.md#amounts and docs/product/booking-and-payment.md#discount-codes): the booking form shows the new total or the
 * reason the code does not apply. Nothing is reserved here; the payment
 * intent reserves the use with its seat hold.
 */
export async function previewDiscount(
  db: Database,
  /** teens: the order's seats (1 to 4, omitted: 1); a code's rules apply to the order's total. */
  input: { workshopId: string; code: string; now?: Date; teens?: number },
): Promise<DiscountPreviewOutcome> {
  const [workshop] = await db
    .select({ price: workshops.price })
    .from(workshops)
    .where(and(eq(workshops.id, input.workshopId), eq(workshops.isActive, true)))
    .limit(1);
  if (!workshop) return { ok: false, reason: "no_workshop" };
  const code = await findDiscountCode(db, input.code);
  return evaluateDiscount(code, workshop.price * (input.teens ?? 1), {
    now: input.now,
    reservedUses: code?.reservedUses ?? 0,
  });
}
