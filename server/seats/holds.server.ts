import type { Language } from "#shared/language.ts";
import { and, eq, sql } from "drizzle-orm";
import { CARD_MINIMUM_CENTS } from "#shared/card-minimum.ts";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { seatHolds, discountCodes, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { groupLabelColumns } from "#server/group-schedule/group-columns.server.ts";
import { groupOnSale } from "#server/group-schedule/group-sql.server.ts";
import { groupLabelWithDates } from "#shared/group-label.ts";
import type { PaymentKind } from "#server/payments/provider.server.ts";
import type { ConsentRecord } from "./checkout-consent.server.ts";
import { pgErrorCode } from "#server/db/errors.server.ts";
import { forgetFull, inSeatLane, refuseWaitingForSeats, rememberFull } from "./seat-lane.server.ts";
import {
  freeSeatsNow,
  liveHold,
  sameSeatRow,
  seatKey,
  seatsHeldWhere,
  type SeatTarget,
} from "./seats.server.ts";
import { findOffer, keepOfferSeatUntil, lockOfferForClaim, type OfferRefusal } from "./claim-offer.server.ts";

export type HoldRequest = SeatTarget & {
  kind: PaymentKind;
  /** 'stripe' or 'test' (the provider's name). */
  provider: string;
  /** An already-validated discount: its row id, its code, and the cents it takes off the order's DB price. */
  discount?: { codeId: string; code: string; amount: number };
  /**
   * Seats the order takes in one group, one per teen (1 to 4; omitted: 1): all are held or none
   * (docs/decisions/026-orders-for-several-teens.md). An offer's claim takes at most the seats the
   * offer holds (the booking form sends exactly that many teens).
   */
  seats?: number;
  customerEmail: string;
  /** The family's language: the group's line on the payment page, the success page and e-mails is in it. */
  language?: Language;
  /** The registration data (server/bookings/booking-details.server.ts) and the display fields the success page shows. */
  metadata: (found: { workshopTitle: string; scheduleLabel: string }) => Record<string, string>;
  holdMinutes: number;
  /**
   * At most this many live holds per client address and per e-mail, across every workshop: one
   * family cannot sit on the seats others would book. Omitted: no cap (tests of the seat rules).
   */
  limits?: { clientIp?: string; perIp: number; perEmail: number };
  /**
   * A waiting-list offer's token: the payment rides on the seat the offer holds, in the offer's
   * group, instead of taking one (docs/decisions/017-waiting-list-offers.md).
   */
  offerToken?: string;
  /**
   * What the family agreed to (server/seats/checkout-consent.server.ts), written with the hold so
   * a hold never exists without its proof; startPayment always gives it (omitted: tests of the seat rules).
   */
  consent?: ConsentRecord;
};

export type Hold = {
  id: string;
  workshopTitle: string;
  /** e.g. "Mondays, 4-week run, 4-5 PM EST"; empty without a schedule option. */
  scheduleLabel: string;
  /** The seats held: one per teen of the order. */
  seats: number;
  subtotal: number;
  discountAmount: number;
  amountTotal: number;
  holdExpiresAt: Date;
  metadata: Record<string, string>;
};

export type HoldOutcome =
  | { ok: true; hold: Hold }
  | {
      ok: false;
      reason:
        | "not_found"
        | "sold_out"
        | "discount_unavailable"
        | "below_card_minimum"
        | "too_many_holds"
        /** Too many families asking for this group at this moment: try again in a few seconds. */
        | "busy"
        | OfferRefusal;
      /** Sold out for this order: the seats still free (fewer than the order asks for). */
      seatsLeft?: number;
    };

/** The group's line on receipts and e-mails, in its own time and zone, with its dates; empty for a booking without a group. */
export const scheduleLabel = (
  option: Parameters<typeof groupLabelWithDates>[0] | undefined | null,
  language: Language = "en",
) => (option ? groupLabelWithDates(option, language) : "");

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
    .from(seatHolds)
    .where(and(eq(seatHolds.discountCodeId, codeId), liveHold()));
  return code.usedCount + held < code.maxUses;
}

/**
 * Places a seat hold of holdMinutes (30 for a hosted checkout, 10 renewable up to 20 in all for the
 * booking flow), in one transaction under the seat row's lock, with
 * the amount computed here from the database price minus the discount (never below zero); an
 * amount above zero but under a card's minimum charge is refused.
 * The caller then creates the provider's session or intent and attaches it (attachProviderObject).
 */
export async function placeHold(db: Database, request: HoldRequest): Promise<HoldOutcome> {
  const key = seatKey(request);
  // A full group answers at once, with one short read and no lock (an offer's claim needs no free seat).
  if (!request.offerToken && (await fullNow(db, request))) return { ok: false, reason: "sold_out" };
  const turn = await inSeatLane(
    key,
    { maxWaitMs: LANE_WAIT_MS, needsSeat: !request.offerToken },
    async () => {
      const outcome = await holdUnderLock(db, request);
      // Only a group with no seat at all turns away the starts waiting behind: a family asking
      // for fewer seats than this order may still find them.
      if (!outcome.ok && outcome.reason === "sold_out" && !outcome.seatsLeft) refuseWaitingForSeats(key);
      return outcome;
    },
  );
  return turn.ok ? turn.value : { ok: false, reason: turn.reason };
}

/**
 * How long a payment start waits for its turn on a group before it is answered "busy" (429): a
 * burst is answered within about two seconds, and the pool is never held by a queue
 * (docs/decisions/019-bursts-and-holds.md).
 */
const LANE_WAIT_MS = 1500;
/** The same bound for a lock held by another process (its lane is its own): PostgreSQL's lock_timeout. */
const LOCK_WAIT = "1500ms";

async function holdUnderLock(db: Database, request: HoldRequest): Promise<HoldOutcome> {
  try {
    return await db.transaction((tx) => holdInTransaction(tx, request));
  } catch (error) {
    // 55P03 lock_not_available: another process kept the row past lock_timeout.
    if (pgErrorCode(error) === "55P03") return { ok: false, reason: "busy" };
    throw error;
  }
}

/** Too few seats for the order: how many are still free (0: full). */
const soldOut = (seatsLeft: number) =>
  ({ ok: false, reason: "sold_out", seatsLeft: Math.max(0, seatsLeft) }) as const;

async function holdInTransaction(tx: Transaction, request: HoldRequest): Promise<HoldOutcome> {
  // Two statements under the lock keep it short: lock and read, then insert only if a seat is
  // free. The insert is a new statement, so in READ COMMITTED it sees every hold committed by
  // whoever held the lock before us.
  // An offer's claim takes no new seat: the offer's group, and no per-family cap (the link is one order).
  const limits = request.offerToken ? undefined : request.limits;
  await lockFamily(tx, request.customerEmail, limits);
  const found = request.offerToken ? await findOffer(tx, request.offerToken, request.workshopId) : undefined;
  if (found && !found.ok) return { ok: false, reason: found.reason } as const;
  const offer = found?.offer;
  const seats = offer ? Math.min(request.seats ?? 1, offer.seats) : (request.seats ?? 1);
  const seat: SeatTarget = offer ? { workshopId: offer.workshopId, groupId: offer.groupId } : request;
  if (limits && !(await underHoldLimits(tx, request.customerEmail, limits)))
    return { ok: false, reason: "too_many_holds" } as const;
  const target = await lockTarget(tx, seat);
  if (!target || !target.active) return { ok: false, reason: "not_found" } as const;
  if (offer) {
    const claim = await lockOfferForClaim(tx, offer.id, request.workshopId);
    if (!claim.ok) return { ok: false, reason: claim.reason } as const;
  } else if (target.capacity - target.booked < seats) return soldOut(target.capacity - target.booked);
  const subtotal = target.price * seats;
  const discountAmount = Math.min(Math.max(request.discount?.amount ?? 0, 0), subtotal);
  // No seat is held for an amount no card can carry: the provider would refuse the charge.
  // A total of zero needs no card at all (startPayment confirms it at once).
  const total = subtotal - discountAmount;
  if (total > 0 && total < CARD_MINIMUM_CENTS) return { ok: false, reason: "below_card_minimum" } as const;
  if (request.discount && !(await reserveDiscountUse(tx, request.discount.codeId)))
    return { ok: false, reason: "discount_unavailable" } as const;

  const label = scheduleLabel(target.option, request.language);
  const holdExpiresAt = new Date(Date.now() + request.holdMinutes * 60_000);
  const metadata = {
    ...request.metadata({ workshopTitle: target.title, scheduleLabel: label }),
    ...(request.discount && { discount_code: request.discount.code }),
  };
  // A claim rides on the offer's seat (checked above under both locks); any other hold needs as
  // many free seats as it has teens, all of them, or it is not written at all.
  const heldNow = seatsHeldWhere(sameSeatRow(seat));
  const seatFree = offer ? sql`true` : sql`${heldNow} + ${seats} <= ${target.capacity - target.booked}`;
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into seat_holds (kind, provider, workshop_id, group_id, discount_code_id,
      subtotal, discount_amount, amount_total, customer_email, client_ip, metadata, hold_expires_at,
      waitlist_offer_id, seats, terms_version, terms_accepted_at, express_request_at)
    select ${request.kind}, ${request.provider}, ${seat.workshopId}, ${seat.groupId ?? null},
      ${request.discount?.codeId ?? null}::uuid, ${subtotal}, ${discountAmount}, ${total},
      ${request.customerEmail}, ${request.limits?.clientIp ?? null},
      ${JSON.stringify(metadata)}::jsonb, ${holdExpiresAt.toISOString()}::timestamptz, ${offer?.id ?? null}::uuid, ${seats},
      ${request.consent?.termsVersion ?? null}, ${request.consent?.termsAcceptedAt.toISOString() ?? null}::timestamptz,
      ${request.consent?.expressRequestAt?.toISOString() ?? null}::timestamptz
    where ${seatFree}
    returning id`);
  const row = inserted.rows[0];
  if (!row) {
    const left = await tx.execute<{ held: number }>(sql`select ${heldNow}::int as held`);
    return soldOut(target.capacity - target.booked - (left.rows[0]?.held ?? 0));
  }
  if (offer) await keepOfferSeatUntil(tx, offer.holdId, holdExpiresAt);
  return {
    ok: true,
    hold: {
      id: row.id,
      workshopTitle: target.title,
      scheduleLabel: label,
      seats,
      subtotal,
      discountAmount,
      amountTotal: total,
      holdExpiresAt,
      metadata,
    },
  } as const;
}

// Advisory lock namespaces: one per kind of key, always taken address first, then e-mail, then
// the seat row (one order, no deadlock).
const IP_LOCK = 1;
const EMAIL_LOCK = 2;

const familyEmail = (customerEmail: string) => customerEmail.trim().toLowerCase();

/**
 * The transaction's first statement: every lock it takes from now on waits at most LOCK_WAIT
 * (another process may hold the seat row), and, when the family's holds are capped, the family's
 * address and e-mail are locked so that concurrent requests of one family count one after the
 * other (48 at once still get only their share). One round trip, while the seat's lane waits.
 */
async function lockFamily(tx: Transaction, customerEmail: string, limits: HoldRequest["limits"]) {
  const timeout = sql`(select set_config('lock_timeout', ${LOCK_WAIT}, true) as value) as timeout`;
  if (!limits) {
    await tx.execute(sql`select timeout.value from ${timeout}`);
    return;
  }
  const ipLock = limits.clientIp
    ? sql`pg_advisory_xact_lock(${IP_LOCK}, hashtext(${limits.clientIp}))`
    : sql`null`;
  // The FROM clause runs first: the timeout is set before either lock is asked for.
  await tx.execute(sql`
    select timeout.value, ${ipLock},
      pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${familyEmail(customerEmail)}))
    from ${timeout}`);
}

/**
 * Whether this address and this e-mail may hold one more order (however many seats it takes), read once both are locked
 * (lockFamily): a new statement, so it sees every hold committed before the locks were ours.
 */
async function underHoldLimits(
  tx: Transaction,
  customerEmail: string,
  limits: NonNullable<HoldRequest["limits"]>,
) {
  const live = liveHold();
  const byIp = limits.clientIp
    ? sql`(select count(*)::int from seat_holds where client_ip = ${limits.clientIp} and ${live})`
    : sql`0`;
  const counts = await tx.execute<{ by_ip: number; by_email: number }>(sql`
    select ${byIp} as by_ip,
      (select count(*)::int from seat_holds
        where lower(customer_email) = ${familyEmail(customerEmail)} and ${live}) as by_email`);
  const row = counts.rows[0];
  return (row?.by_ip ?? 0) < limits.perIp && (row?.by_email ?? 0) < limits.perEmail;
}

/**
 * Keeps a live hold alive while its payment page is still open (the page polls): its expiry moves
 * to `minutes` from now, but never past `maxMinutes` from the hold's creation, however often it is
 * asked: a page polling for ever cannot keep a seat from every other family. An expired or ended
 * hold is never revived (its seat may be gone). The database's clock decides both.
 */
export async function renewHold(db: Database, holdId: string, minutes: number, maxMinutes: number) {
  const renewed = await db.execute<{
    id: string;
    hold_expires_at: string;
    waitlist_offer_id: string | null;
  }>(sql`
    update seat_holds
    set hold_expires_at = greatest(hold_expires_at, least(
      now() + make_interval(mins => ${minutes}), created_at + make_interval(mins => ${maxMinutes})))
    where id = ${holdId} and ${liveHold()}
    returning id, to_json(hold_expires_at)#>>'{}' as hold_expires_at, waitlist_offer_id`);
  const row = renewed.rows[0];
  if (!row) return false;
  // A payment riding on a waiting-list offer keeps the offer's seat as long as itself.
  if (row.waitlist_offer_id)
    await db.execute(sql`
      update seat_holds set hold_expires_at = greatest(hold_expires_at, ${row.hold_expires_at}::timestamptz)
      where status = 'open'
        and id = (select hold_id from waitlist_offers where id = ${row.waitlist_offer_id} and status = 'offered')`);
  return true;
}

/**
 * Whether the target has no seat free now, from one lock-free read: the payment-start routes ask it
 * before anything else, the rate limit's write included (a full answer holds nothing).
 */
export async function fullNow(db: Database, target: SeatTarget) {
  const free = await freeSeatsNow(db, target);
  const full = free !== undefined && free <= 0;
  if (full) rememberFull(seatKey(target));
  else forgetFull(seatKey(target));
  return full;
}

/** Locks the option (or the workshop) row and reads what a hold needs, in one statement. */
async function lockTarget(tx: Transaction, request: SeatTarget) {
  if (request.groupId) {
    const [row] = await tx
      .select({
        capacity: workshopGroups.capacity,
        booked: workshopGroups.bookedSeats,
        // Closed and finished groups take no new seat (docs/product/groups.md#status).
        active: sql<boolean>`${groupOnSale('"workshop_groups"')} and ${workshops.isActive}`,
        price: workshops.price,
        title: workshops.title,
        group: groupLabelColumns,
      })
      .from(workshopGroups)
      .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
      .where(and(eq(workshopGroups.id, request.groupId), eq(workshopGroups.workshopId, request.workshopId)))
      .for("update", { of: workshopGroups });
    return row && { ...row, option: row.group };
  }
  const [row] = await tx
    .select({
      capacity: workshops.maxSeats,
      booked: workshops.bookedSeats,
      active: workshops.isActive,
      price: workshops.price,
      title: workshops.title,
    })
    .from(workshops)
    .where(eq(workshops.id, request.workshopId))
    .for("update");
  return row && { ...row, option: null };
}

/**
 * The booking flow's hold of a payment intent, found only with the intent's client secret (what the
 * family's browser holds): the condition for a query on seat_holds.
 */
export const intentHold = (payment: { paymentIntentId: string; clientSecret: string }) =>
  and(
    eq(seatHolds.providerPaymentId, payment.paymentIntentId),
    eq(seatHolds.kind, "payment_intent"),
    eq(seatHolds.clientSecret, payment.clientSecret),
  );

/** Stores the provider's id (and client secret) on the hold once the provider has answered. */
export async function attachProviderObject(
  db: Database,
  holdId: string,
  object: { id: string; clientSecret?: string; provider?: string },
) {
  await db
    .update(seatHolds)
    .set({
      providerPaymentId: object.id,
      clientSecret: object.clientSecret ?? null,
      ...(object.provider && { provider: object.provider }),
    })
    .where(eq(seatHolds.id, holdId));
}

/**
 * Ends an open hold (expired, cancelled or failed): its seat and discount use are free again at
 * once. A hold that was already completed or ended is left alone; answers whether it changed.
 */
export async function releaseHold(
  db: Database | Transaction,
  where: { id: string } | { providerPaymentId: string },
  status: "expired" | "cancelled" | "failed",
) {
  const match =
    "id" in where ? eq(seatHolds.id, where.id) : eq(seatHolds.providerPaymentId, where.providerPaymentId);
  const released = await db
    .update(seatHolds)
    .set({ status })
    .where(and(match, eq(seatHolds.status, "open")))
    .returning({ id: seatHolds.id });
  return released.length > 0;
}
