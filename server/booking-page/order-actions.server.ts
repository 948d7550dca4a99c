import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { SwitchOutcome } from "#shared/booking-page.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings } from "#server/db/schema.server.ts";
import type { GroupEmailConfig } from "#server/delivery/group-emails.server.ts";
import { familyBookingByToken } from "#server/refunds/booking-policy.server.ts";
import {
  cancelByFamily,
  type FamilyOutcome,
  type FamilyRefusal,
} from "#server/refunds/family-refunds.server.ts";
import { refundPolicy } from "#server/refunds/refund-policy.server.ts";
import type { Services } from "#server/services.server.ts";
import { isBookingToken } from "#server/family-links/booking-token.server.ts";
import { switchInTransaction } from "./switch-group.server.ts";

/**
 * The confirmed teens of the order `token` belongs to (brothers and sisters booked in one payment,
 * docs/decisions/026-orders-for-several-teens.md), this one included, in their order: their own
 * secrets, so each goes through its own booking's rules.
 */
export async function confirmedOrderTokens(db: Database, token: string): Promise<string[]> {
  if (!isBookingToken(token)) return [];
  const rows = await db
    .select({ token: bookings.receiptToken })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.holdId),
        eq(bookings.holdId, sql`(select b.hold_id from bookings b where b.receipt_token = ${token})`),
        eq(bookings.status, "confirmed"),
      ),
    )
    .orderBy(asc(bookings.orderSeat));
  return rows.map((row) => row.token);
}

/**
 * The family cancels (or withdraws) every teen of the order at once from one teen's page. All or
 * none on the policy: each teen's booking is judged by the one policy first, and if any of them may
 * not be cancelled nothing is. Then each teen is cancelled through its own booking's path
 * (cancelByFamily), so each refund and credit note is the policy applied to that teen's own seat
 * and share of the payment. A teen of the order cancelled meanwhile by another request is skipped.
 */
export async function cancelWholeOrder(
  services: Pick<Services, "db" | "config" | "mail" | "logger" | "payments">,
  token: string,
  now: Date,
  only?: "withdrawal",
): Promise<FamilyOutcome<{ cancelled: number; withdrawn: boolean }>> {
  const tokens = await confirmedOrderTokens(services.db, token);
  if (tokens.length === 0) {
    const self = await familyBookingByToken(services.db, token);
    return { ok: false, refusal: self ? "already-cancelled" : "not-found" };
  }
  for (const teen of tokens) {
    const booking = await familyBookingByToken(services.db, teen);
    const policy = booking ? refundPolicy(booking, now) : null;
    const allowed = policy?.kind === "withdraw" || (policy?.kind === "cancel" && only !== "withdrawal");
    if (!allowed) return { ok: false, refusal: policy ? refusalOf(policy.kind) : "not-found" };
  }
  let cancelled = 0;
  let withdrawn = false;
  for (const teen of tokens) {
    const outcome = await cancelByFamily(services, teen, now, only);
    if (outcome.ok) {
      cancelled++;
      withdrawn ||= outcome.value.withdrawn;
    } else if (outcome.refusal !== "already-cancelled") {
      services.logger.warn(
        { refusal: outcome.refusal },
        "A teen of an order cancelled as a whole was refused",
      );
    }
  }
  return cancelled > 0
    ? { ok: true, value: { cancelled, withdrawn } }
    : { ok: false, refusal: "already-cancelled" };
}

function refusalOf(kind: string): FamilyRefusal {
  if (kind === "cancelled") return "already-cancelled";
  if (kind === "requested") return "already-requested";
  return "not-allowed";
}

/** Thrown inside the transaction to undo the teens already moved when one cannot be. */
class SwitchRefused extends Error {
  constructor(readonly outcome: SwitchOutcome) {
    super("switch refused");
  }
}

/**
 * Moves every confirmed teen of the order to `targetGroupId` in one transaction, all or none on
 * seats: each teen goes through the one switch rule (server/booking-page/switch-group.server.ts)
 * under the same locks, the seats counted after the teens already moved, and if one teen cannot
 * move (the group has too few seats left, it started...) nobody moves. The order's booking rows
 * are locked first, in one statement, so a single teen's switch or cancellation waits for it.
 * Teens already in that group stay. Wake the mail after it returns.
 */
export async function switchWholeOrder(
  db: Database,
  config: GroupEmailConfig,
  token: string,
  targetGroupId: string,
  now: Date = new Date(),
): Promise<SwitchOutcome & { moved?: number }> {
  if (!isBookingToken(token)) return { ok: false, reason: "not_found" };
  try {
    return await db.transaction(async (tx) => {
      const order = await tx.execute<{ receipt_token: string; group_id: string | null; status: string }>(sql`
        select receipt_token, group_id, status from bookings
        where id = (select id from bookings where receipt_token = ${token})
          or (hold_id is not null and hold_id =
            (select hold_id from bookings where receipt_token = ${token}))
        order by id for update`);
      if (order.rows.length === 0) return { ok: false, reason: "not_found" } as const;
      const moving = order.rows.filter((row) => row.status === "confirmed" && row.group_id !== targetGroupId);
      if (moving.length === 0) {
        const self = order.rows.find((row) => row.receipt_token === token);
        return { ok: false, reason: self?.status === "cancelled" ? "cancelled" : "same_group" } as const;
      }
      for (const teen of moving) {
        const outcome = await switchInTransaction(tx, config, teen.receipt_token, targetGroupId, now);
        if (!outcome.ok) throw new SwitchRefused(outcome);
      }
      return { ok: true, groupId: targetGroupId, moved: moving.length } as const;
    });
  } catch (error) {
    if (error instanceof SwitchRefused) return error.outcome;
    throw error;
  }
}
