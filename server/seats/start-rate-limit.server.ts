import { sql } from "drizzle-orm";
import {
  attemptCte,
  attemptValues,
  consumeRateLimit,
  rateLimitOutcome,
  type RateLimitOutcome,
} from "#server/rate-limit/rate-limit.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import type { Database } from "#server/db/client.server.ts";
import type { Services } from "#server/services.server.ts";
import { noteFull } from "./seat-lane.server.ts";
import { freeSeatsSelect, seatKey, type SeatTarget } from "./seats.server.ts";

/**
 * Every started payment holds a seat for half an hour, so one visitor starting payments in a loop
 * could empty a workshop for everyone else. Counted per client address, in the database. The
 * booking form's post, which records an order, spends the same budget on a count of its own.
 */
export function spendPaymentStartBudget(
  services: Pick<Services, "db" | "config">,
  counter: "payment-start" | "booking-form",
  clientIp: string,
): Promise<RateLimitOutcome> {
  return consumeRateLimit(services.db, budgetKey(counter, clientIp), budgetOf(services));
}

const budgetKey = (counter: "payment-start" | "booking-form", clientIp: string) =>
  `${counter}:ip:${clientIp}`;

const budgetOf = (services: Pick<Services, "config">) => ({
  limit: services.config.rateLimits.paymentStartPerIp,
  windowSeconds: services.config.rateLimits.paymentStartWindowSeconds,
});

/**
 * A payment start's first statement: whether its seat row has no seat free (read without a lock),
 * and, unless it has none, one start spent against the address's budget. A full answer holds
 * nothing, so it spends nothing; a burst on a full group costs one read each
 * (docs/decisions/019-bursts-and-holds.md). An offer's claim (no target) rides on its own seat and
 * only spends.
 */
export async function admitPaymentStart(
  services: Pick<Services, "db" | "config">,
  target: SeatTarget | undefined,
  clientIp: string,
): Promise<"full" | "rate_limited" | "admitted"> {
  if (!target)
    return (await spendPaymentStartBudget(services, "payment-start", clientIp)).allowed
      ? "admitted"
      : "rate_limited";
  const attempt = admissionValues(services, clientIp);
  const statement = target.groupId ? admissionInGroup : admissionInWorkshop;
  const [row] = await statement(services.db).execute({ ...attempt, ...admissionTarget(target) });
  return admissionOutcome(services, target, attempt, row);
}

/** The admission's parameters for `clientIp`: its budget's key and window (placeholders of admissionCtes). */
export const admissionValues = (services: Pick<Services, "config">, clientIp: string) =>
  attemptValues(budgetKey("payment-start", clientIp), budgetOf(services));

/** The seat row's placeholders of admissionCtes. */
export const admissionTarget = (target: SeatTarget) => ({
  workshopId: target.workshopId,
  groupId: target.groupId ?? null,
});

/** What the admission's row says: no seat free ("full"), the budget spent, or a start admitted. */
export function admissionOutcome(
  services: Pick<Services, "config">,
  target: SeatTarget,
  attempt: ReturnType<typeof admissionValues>,
  row: { free: number | null; count: number | null; windowStart: string | null } | undefined,
): "full" | "rate_limited" | "admitted" {
  const full = noteFull(seatKey(target), row?.free ?? undefined);
  if (full) return "full";
  if (!row?.count || !row.windowStart) throw new Error("the payment start's rate limit counted nothing");
  return rateLimitOutcome({ count: row.count, windowStart: row.windowStart }, budgetOf(services), attempt)
    .allowed
    ? "admitted"
    : "rate_limited";
}

/**
 * The admission's two common table expressions, for a statement that reads more beside them
 * (server/bookings/booking-start-reads.server.ts): the seat row's free seats (`seat.free`) and the
 * attempt, counted unless there are none (`attempt.count`, `attempt.windowStart`).
 */
export function admissionCtes(db: Database, byGroup: boolean) {
  const seat = db.$with("seat").as(freeSeatsSelect(db, byGroup));
  const attempt = attemptCte(db, "attempt", sql`not exists (select from ${seat} where ${seat.free} <= 0)`);
  return { seat, attempt };
}

/** The seat row's free seats and the attempt counted unless there are none, in one statement. */
function admission(db: Database, byGroup: boolean) {
  const { seat, attempt } = admissionCtes(db, byGroup);
  return db
    .with(seat, attempt)
    .select({ free: seat.free, count: attempt.count, windowStart: attempt.windowStart })
    .from(sql`(select) as one`)
    .leftJoin(seat, sql`true`)
    .leftJoin(attempt, sql`true`);
}

const admissionInGroup = preparedStatement((db) =>
  admission(db, true).prepare("admit_payment_start_in_group"),
);
const admissionInWorkshop = preparedStatement((db) =>
  admission(db, false).prepare("admit_payment_start_in_workshop"),
);
