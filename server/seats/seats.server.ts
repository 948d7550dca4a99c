import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import { workshopGroups, workshops } from "#server/db/schema.server.ts";

/** Where a seat is taken: one of a workshop's groups, or the workshop itself (a workshop sold without groups). */
export type SeatTarget = { workshopId: string; groupId?: string | null };

/**
 * The live-hold rule, the one place it is written: a hold still counts while it is open and not
 * past its expiry (an expired hold never counts), on the database's clock. `alias` names the
 * seat_holds row in a raw query (plain text for the page cache's own pool query).
 */
export const liveHoldText = (alias = "seat_holds") =>
  `(${alias}.status = 'open' and ${alias}.hold_expires_at > now())`;

/** The live-hold rule as an SQL condition (liveHoldText). */
export const liveHold = (alias?: string): SQL => sql.raw(liveHoldText(alias));

/**
 * Live holds that take a seat: a payment started from a waiting-list offer rides on the offer's
 * own hold, so one family's seat is never counted twice (docs/decisions/017-waiting-list-offers.md).
 */
export const seatHold = (alias = "seat_holds"): SQL =>
  sql.raw(`(${liveHoldText(alias)} and ${alias}.waitlist_offer_id is null)`);

/**
 * Seats held on the seat rows `where` names (a condition on the alias `cs`): the "held" of every
 * count of seats left, the group's, the workshop's and the hold's own check alike.
 */
export const seatsHeldWhere = (where: SQL): SQL<number> =>
  sql<number>`(select coalesce(sum(cs.seats), 0)::int from seat_holds cs where ${where} and ${seatHold("cs")})`;

/**
 * A discount code's uses held by live holds, one per hold whatever its seats: the "reserved" of a
 * code's preview and the hold's own check of its limit alike. `codeId` is the code's id, or the
 * calling query's column.
 */
export const codeUsesHeld = (codeId: string | SQL): SQL<number> =>
  sql<number>`(select count(*)::int from seat_holds cs where cs.discount_code_id = ${codeId} and ${liveHold("cs")})`;

/**
 * Seats of a group held by checkouts still open and not expired (a payment riding on a waiting-list
 * offer's hold counts no seat of its own: docs/decisions/017-waiting-list-offers.md).
 */
export function groupHolds(alias: string): SQL<number> {
  return seatsHeldWhere(sql`cs.group_id = ${sql.raw(alias)}.id`);
}

/**
 * A group's seats left, the "N spots left" parents see: its capacity less its booked seats and its
 * live holds, never below zero. `alias` names the calling query's workshop_groups row.
 */
export function groupSeatsLeft(alias: string): SQL<number> {
  const g = sql.raw(alias);
  return sql<number>`greatest(0, ${g}.capacity - ${g}.booked_seats - ${groupHolds(alias)})::int`;
}

/** The condition on `cs` for the holds of one seat row: a group, or a workshop sold without groups. */
export const sameSeatRow = (target: {
  workshopId: string | Placeholder | SQL;
  groupId?: string | Placeholder | null;
}): SQL =>
  target.groupId
    ? sql`cs.group_id = ${target.groupId}`
    : sql`cs.workshop_id = ${target.workshopId} and cs.group_id is null`;

/** The seat row a target locks, as the key of its lane (server/seats/seat-lane.server.ts). */
export const seatKey = (target: SeatTarget) =>
  target.groupId ? `group:${target.groupId}` : `workshop:${target.workshopId}`;

/**
 * Seats free on the target now, read without any lock (undefined: no such row): a group that is
 * full is answered at once, before a hold waits for its lane and its row lock. A seat freed a
 * moment later is the same as the request arriving a moment earlier; a seat taken meanwhile is
 * caught under the lock.
 */
export async function freeSeatsNow(db: Database, target: SeatTarget) {
  const rows = target.groupId
    ? await freeInGroup(db).execute({ groupId: target.groupId, workshopId: target.workshopId })
    : await freeInWorkshop(db).execute({ workshopId: target.workshopId });
  return rows[0]?.free;
}

/**
 * A workshop sold without groups: its seats less those booked and held (may be below zero), in a
 * query on `workshops` whose id is `workshopId`.
 */
export const workshopSeatsFree = (workshopId: string | Placeholder | SQL): SQL<number> =>
  sql<number>`${workshops.maxSeats} - ${workshops.bookedSeats} - ${seatsHeldWhere(sameSeatRow({ workshopId }))}`;

/**
 * The seats free on a seat row, read without a lock, as a select with the placeholders `workshopId`
 * and, for a group, `groupId`: freeSeatsNow prepares it, and a payment start's admission reads it in
 * the statement that spends the start's rate limit (server/seats/start-rate-limit.server.ts).
 */
export function freeSeatsSelect(db: Database, byGroup: boolean) {
  const workshopId = sql.placeholder("workshopId");
  if (!byGroup)
    return db
      .select({
        free: workshopSeatsFree(workshopId).as("free"),
      })
      .from(workshops)
      .where(eq(workshops.id, workshopId));
  const groupId = sql.placeholder("groupId");
  return db
    .select({
      free: sql<number>`${workshopGroups.capacity} - ${workshopGroups.bookedSeats} - ${seatsHeldWhere(sameSeatRow({ workshopId, groupId }))}`.as(
        "free",
      ),
    })
    .from(workshopGroups)
    .where(and(eq(workshopGroups.id, groupId), eq(workshopGroups.workshopId, workshopId)));
}

const freeInGroup = preparedStatement((db) => freeSeatsSelect(db, true).prepare("free_seats_in_group"));
const freeInWorkshop = preparedStatement((db) =>
  freeSeatsSelect(db, false).prepare("free_seats_in_workshop"),
);

/**
 * Locks the seat row (group or workshop) for the rest of the transaction and answers
 * its capacity, confirmed seats and live holds. Every hold and booking takes this lock first, so
 * two of them can never both see the last seat free.
 */
export async function lockSeats(tx: Transaction, target: SeatTarget, excludeHoldId?: string) {
  const [row] = target.groupId
    ? await tx
        .select({
          capacity: workshopGroups.capacity,
          booked: workshopGroups.bookedSeats,
          active: workshopGroups.isActive,
          workshopId: workshopGroups.workshopId,
        })
        .from(workshopGroups)
        .where(eq(workshopGroups.id, target.groupId))
        .for("update")
    : await tx
        .select({
          capacity: workshops.maxSeats,
          booked: workshops.bookedSeats,
          active: workshops.isActive,
          workshopId: workshops.id,
        })
        .from(workshops)
        .where(eq(workshops.id, target.workshopId))
        .for("update");
  if (!row || row.workshopId !== target.workshopId) return undefined;
  // A new statement once the row is ours: it sees every hold committed by whoever held it before.
  const notThis = excludeHoldId ? sql` and cs.id <> ${excludeHoldId}` : sql``;
  const counted = await tx.execute<{ held: number }>(
    sql`select ${seatsHeldWhere(sql`${sameSeatRow(target)}${notThis}`)} as held`,
  );
  const held = counted.rows[0]?.held ?? 0;
  return { ...row, held, free: Math.max(0, row.capacity - row.booked - held) };
}

/**
 * Moves a group's (or a workshop's) count of confirmed seats: +n when an order is
 * confirmed (the table's check keeps it within capacity), -1 when a booking is cancelled (never below zero).
 */
async function countSeat(tx: Transaction, target: SeatTarget, change: number) {
  const moved = (column: typeof workshopGroups.bookedSeats | typeof workshops.bookedSeats) =>
    sql`greatest(${column} + ${change}, 0)`;
  if (target.groupId) {
    await tx
      .update(workshopGroups)
      .set({ bookedSeats: moved(workshopGroups.bookedSeats) })
      .where(eq(workshopGroups.id, target.groupId));
  } else {
    await tx
      .update(workshops)
      .set({ bookedSeats: moved(workshops.bookedSeats) })
      .where(eq(workshops.id, target.workshopId));
  }
}

/** Counts confirmed seats on the group or the workshop: one per teen of the order. */
export const takeSeat = (tx: Transaction, target: SeatTarget, seats = 1) => countSeat(tx, target, seats);

/** Gives back one confirmed seat (a cancelled booking). */
export const releaseSeat = (tx: Transaction, target: SeatTarget) => countSeat(tx, target, -1);
