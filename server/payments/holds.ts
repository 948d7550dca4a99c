import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { checkoutSessions, discountCodes, scheduleOptions, workshops } from "../db/schema.ts";
import type { PaymentKind } from "./provider.ts";
import { liveHold, lockSeats, type SeatTarget, type Transaction } from "./seats.ts";

export type HoldRequest = SeatTarget & {
  kind: PaymentKind;
  /** 'stripe' or 'test' (the provider's name). */
  provider: string;
  /** An already-validated discount: its row id, its code, and the cents it takes off the DB price. */
  discount?: { codeId: string; code: string; amount: number };
  customerEmail: string;
  /** The registration data (see booking-details.ts) and the spec's display fields. */
  metadata: (found: { workshopTitle: string; scheduleLabel: string }) => Record<string, string>;
  holdMinutes: number;
};

export type Hold = {
  id: string;
  workshopTitle: string;
  /** e.g. "Mondays, 4-week run, 4-5 PM EST"; empty without a schedule option. */
  scheduleLabel: string;
  subtotal: number;
  discountAmount: number;
  amountTotal: number;
  holdExpiresAt: Date;
  metadata: Record<string, string>;
};

export type HoldOutcome =
  { ok: true; hold: Hold } | { ok: false; reason: "not_found" | "sold_out" | "discount_unavailable" };

export const scheduleLabel = (option: { dateRange: string; timeText: string } | undefined | null) =>
  option ? `${option.dateRange}, ${option.timeText}` : "";

/**
 * Reserves one use of a discount code for this hold: confirmed uses plus live holds with the
 * code must stay under max_uses. Locks the code's row (always after the seat row: one order, no
 * deadlock).
 */
async function reserveDiscountUse(tx: Transaction, codeId: string) {
  const [code] = await tx
    .select({ maxUses: discountCodes.maxUses, usedCount: discountCodes.usedCount })
    .from(discountCodes)
    .where(eq(discountCodes.id, codeId))
    .for("update");
  if (!code) return false;
  if (code.maxUses === null) return true;
  const [{ held } = { held: 0 }] = await tx
    .select({ held: sql<number>`count(*)::int` })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.discountCodeId, codeId), liveHold()));
  return code.usedCount + held < code.maxUses;
}

/**
 * Places a 30-minute (holdMinutes) seat hold, in one transaction under the seat row's lock, with
 * the amount computed here from the database price minus the discount (never below zero).
 * The caller then creates the provider's session or intent and attaches it (attachProviderObject).
 */
export async function placeHold(db: Database, request: HoldRequest): Promise<HoldOutcome> {
  return db.transaction(async (tx) => {
    const seats = await lockSeats(tx, request);
    if (!seats) return { ok: false, reason: "not_found" } as const;
    const [workshop] = await tx
      .select({ title: workshops.title, price: workshops.price, isActive: workshops.isActive })
      .from(workshops)
      .where(eq(workshops.id, request.workshopId));
    if (!workshop || !workshop.isActive || !seats.active) return { ok: false, reason: "not_found" } as const;
    if (seats.free <= 0) return { ok: false, reason: "sold_out" } as const;
    if (request.discount && !(await reserveDiscountUse(tx, request.discount.codeId)))
      return { ok: false, reason: "discount_unavailable" } as const;

    const option = request.scheduleOptionId
      ? (
          await tx
            .select({ dateRange: scheduleOptions.dateRange, timeText: scheduleOptions.timeText })
            .from(scheduleOptions)
            .where(eq(scheduleOptions.id, request.scheduleOptionId))
        )[0]
      : undefined;
    const subtotal = workshop.price;
    const discountAmount = Math.min(Math.max(request.discount?.amount ?? 0, 0), subtotal);
    const holdExpiresAt = new Date(Date.now() + request.holdMinutes * 60_000);
    const metadata = {
      ...request.metadata({ workshopTitle: workshop.title, scheduleLabel: scheduleLabel(option) }),
      ...(request.discount && { discount_code: request.discount.code }),
    };
    const [row] = await tx
      .insert(checkoutSessions)
      .values({
        kind: request.kind,
        provider: request.provider,
        workshopId: request.workshopId,
        scheduleOptionId: request.scheduleOptionId ?? null,
        discountCodeId: request.discount?.codeId ?? null,
        subtotal,
        discountAmount,
        amountTotal: subtotal - discountAmount,
        customerEmail: request.customerEmail,
        metadata,
        holdExpiresAt,
      })
      .returning({ id: checkoutSessions.id });
    return {
      ok: true,
      hold: {
        id: row!.id,
        workshopTitle: workshop.title,
        scheduleLabel: scheduleLabel(option),
        subtotal,
        discountAmount,
        amountTotal: subtotal - discountAmount,
        holdExpiresAt,
        metadata,
      },
    } as const;
  });
}

/** Stores the provider's id (and client secret) on the hold once the provider has answered. */
export async function attachProviderObject(
  db: Database,
  holdId: string,
  object: { id: string; clientSecret?: string },
) {
  await db
    .update(checkoutSessions)
    .set({ providerSessionId: object.id, clientSecret: object.clientSecret ?? null })
    .where(eq(checkoutSessions.id, holdId));
}

/**
 * Ends an open hold (expired, cancelled or failed): its seat and discount use are free again at
 * once. A hold that was already completed or ended is left alone; answers whether it changed.
 */
export async function releaseHold(
  db: Database | Transaction,
  where: { id: string } | { providerSessionId: string },
  status: "expired" | "cancelled" | "failed",
) {
  const match =
    "id" in where
      ? eq(checkoutSessions.id, where.id)
      : eq(checkoutSessions.providerSessionId, where.providerSessionId);
  const released = await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(match, eq(checkoutSessions.status, "open")))
    .returning({ id: checkoutSessions.id });
  return released.length > 0;
}
