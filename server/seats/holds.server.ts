import type { Language } from "#shared/language.ts";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { CARD_MINIMUM_CENTS } from "#shared/card-minimum.ts";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { executeNamed, preparedStatement } from "#server/db/prepared.server.ts";
import { seatHolds } from "#server/db/schema.server.ts";
import {
  groupOnSale,
  groupScheduleSql,
  scheduleOfRow,
  type GroupScheduleRow,
} from "#server/group-schedule/group-sql.server.ts";
import { groupLabelWithDates } from "#shared/group-label.ts";
import type { PaymentKind } from "#server/payments/provider.server.ts";
import type { ConsentRecord } from "./checkout-consent.server.ts";
import { pgErrorCode } from "#server/db/errors.server.ts";
import { inSeatLane, noteFull, refuseWaitingForSeats } from "./seat-lane.server.ts";
import {
  codeUsesHeld,
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
  /**
   * The caller has just asked `fullNow` for this target (the payment-start routes do, before their
   * rate limit): placeHold does not read it again.
   */
  fullChecked?: boolean;
};

export type Hold = {
  id: string;
  workshopTitle: string;
  /** The group's line (its day, time and dates, in the family's language); empty without a group. */
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
        /** No such workshop or group, or not on sale. */
        | "not_bookable"
        | "sold_out"
        /** The discount code's last use is held or spent. */
        | "discount_used_up"
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
  group: Parameters<typeof groupLabelWithDates>[0] | undefined | null,
  language: Language = "en",
) => (group ? groupLabelWithDates(group, language) : "");

/**
 * Places a seat hold of holdMinutes (30 for a hosted checkout, 10 renewable up to 20 in all for the
 * booking flow), in one transaction under the seat row's lock, with
 * the amount computed here from the database price minus the discount (never below zero); an
 * amount above zero but under a card's minimum charge is refused.
 * The caller then creates the provider's session or intent and attaches it (attachProviderObject).
 */
export async function placeHold(db: Database, request: HoldRequest): Promise<HoldOutcome> {
  const key = seatKey(request);
  // A full group answers at once, with one short read and no lock (an offer's claim needs no free seat),
  // unless the caller has just made that read.
  if (!request.offerToken && !request.fullChecked && (await fullNow(db, request)))
    return { ok: false, reason: "sold_out" };
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
  // Two statements between begin and commit (an offer's claim adds its own reads and lock): the
  // locks (the family's, the seat row's, the discount code's, in that order) with what the hold
  // needs from the rows; then the insert, which counts the family's holds, the seats and the code's
  // uses held. The insert is a new statement,
  // so in READ COMMITTED it sees every hold committed by whoever held those locks before us.
  // An offer's claim takes no new seat: the offer's group, and no per-family cap (the link is one order).
  const limits = request.offerToken ? undefined : request.limits;
  const found = request.offerToken ? await findOffer(tx, request.offerToken, request.workshopId) : undefined;
  if (found && !found.ok) return { ok: false, reason: found.reason } as const;
  const offer = found?.offer;
  const seats = offer ? Math.min(request.seats ?? 1, offer.seats) : (request.seats ?? 1);
  const seat: SeatTarget = offer ? { workshopId: offer.workshopId, groupId: offer.groupId } : request;
  const { target, code } = await lockRows(tx, seat, {
    customerEmail: request.customerEmail,
    limits,
    discountCodeId: request.discount?.codeId,
  });
  if (!target || !target.active) return { ok: false, reason: "not_bookable" } as const;
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
  if (request.discount && !code) return { ok: false, reason: "discount_used_up" } as const;

  const label = scheduleLabel(target.group, request.language);
  const holdExpiresAt = new Date(Date.now() + request.holdMinutes * 60_000);
  const metadata = {
    ...request.metadata({ workshopTitle: target.title, scheduleLabel: label }),
    ...(request.discount && { discount_code: request.discount.code }),
  };
  // A claim rides on the offer's seat (checked above under both locks); any other hold needs as
  // many free seats as it has teens, all of them, or it is not written at all. A code with a
  // limit keeps its confirmed uses plus its live holds under it.
  const seatFree = offer ? sql`true` : sql`counts.held + ${seats} <= ${target.capacity - target.booked}`;
  const codeFree =
    code && code.maxUses !== null ? sql`counts.code_held + ${code.usedCount} < ${code.maxUses}` : sql`true`;
  // An unlimited code's live holds are not counted: nothing is compared with them.
  const codeHeld = code && code.maxUses !== null ? codeUsesHeld(request.discount!.codeId) : sql`0`;
  const familyFree = limits
    ? sql`counts.by_ip < ${limits.perIp} and counts.by_email < ${limits.perEmail}`
    : sql`true`;
  const [row] = await executeNamed<{
    id: string | null;
    held: number;
    family_free: boolean;
    code_free: boolean;
  }>(
    tx,
    sql`
    with counts as (
      select ${seatsHeldWhere(sameSeatRow(seat))} as held, ${codeHeld} as code_held,
        ${familyHoldCounts(request.customerEmail, limits)}),
    hold as (
      insert into seat_holds (kind, provider, workshop_id, group_id, discount_code_id,
        subtotal, discount_amount, amount_total, customer_email, client_ip, metadata, hold_expires_at,
        waitlist_offer_id, seats, terms_version, terms_accepted_at, express_request_at)
      select ${request.kind}, ${request.provider}, ${seat.workshopId}, ${seat.groupId ?? null},
        ${request.discount?.codeId ?? null}::uuid, ${subtotal}, ${discountAmount}, ${total},
        ${request.customerEmail}, ${request.limits?.clientIp ?? null},
        ${JSON.stringify(metadata)}::jsonb, ${holdExpiresAt.toISOString()}::timestamptz, ${offer?.id ?? null}::uuid, ${seats},
        ${request.consent?.termsVersion ?? null}, ${request.consent?.termsAcceptedAt.toISOString() ?? null}::timestamptz,
        ${request.consent?.expressRequestAt?.toISOString() ?? null}::timestamptz
      from counts
      where ${familyFree} and ${seatFree} and ${codeFree}
      returning id)
    select (select id from hold) as id, counts.held, ${familyFree} as family_free, ${codeFree} as code_free
    from counts`,
  );
  if (!row?.id) {
    if (!row) throw new Error("The hold's insert answered no row");
    if (!row.family_free) return { ok: false, reason: "too_many_holds" } as const;
    if (!row.code_free) return { ok: false, reason: "discount_used_up" } as const;
    return soldOut(target.capacity - target.booked - row.held);
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
 * The lock statement's first part: every lock it takes from now on waits at most LOCK_WAIT
 * (another process may hold the seat row), and, when the family's holds are capped, the family's
 * address and e-mail are locked so that concurrent requests of one family count one after the
 * other (48 at once still get only their share).
 */
function familyLocks(customerEmail: string, limits: HoldRequest["limits"]): SQL {
  // The FROM clause runs first: the timeout is set before any lock is asked for. The insert that
  // follows keeps one generic plan per connection: planned for its own values each time, it spent
  // more planning (0.8 ms a start) than running. Each of its counts has an index holding only the
  // rows it reads, which a generic plan made on a seat_holds of a few rows (the first starts of a
  // launch) still picks (tests/integration/seat-count-plans.test.ts,
  // docs/decisions/022-benchmarks-and-memory.md).
  const timeout = sql`(select set_config('lock_timeout', ${LOCK_WAIT}, true) as value,
    set_config('plan_cache_mode', 'force_generic_plan', true)) as timeout`;
  if (!limits) return sql`select timeout.value from ${timeout}`;
  const ipLock = limits.clientIp
    ? sql`pg_advisory_xact_lock(${IP_LOCK}, hashtext(${limits.clientIp}))`
    : sql`null`;
  return sql`select timeout.value, ${ipLock},
      pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${familyEmail(customerEmail)}))
    from ${timeout}`;
}

/**
 * The counts of this address's and this e-mail's live holds, as columns of the insert's counts:
 * its snapshot is taken after the family's locks were granted, so it sees every hold the family
 * committed before. Without limits: zeros.
 */
export function familyHoldCounts(customerEmail: string, limits: HoldRequest["limits"]) {
  if (!limits) return sql`0 as by_ip, 0 as by_email`;
  const live = liveHold();
  const byIp = limits.clientIp
    ? sql`(select count(*)::int from seat_holds where client_ip = ${limits.clientIp} and ${live})`
    : sql`0`;
  return sql`${byIp} as by_ip,
    (select count(*)::int from seat_holds
      where lower(customer_email) = ${familyEmail(customerEmail)} and ${live}) as by_email`;
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
  return noteFull(seatKey(target), await freeSeatsNow(db, target));
}

type LockedRow = GroupScheduleRow & {
  found: boolean | null;
  capacity: number;
  booked: number;
  active: boolean;
  price: number;
  title: string;
  date_range: string | null;
  time_text: string | null;
  code_found: boolean | null;
  code_max_uses: number | null;
  code_used_count: number;
};

/**
 * One statement takes every lock of a hold, one after the other (each CTE cannot run before the one
 * it reads: one order for every hold, no deadlock): the family's (familyLocks), the seat row's (the
 * group's, or the workshop's) with what a hold needs from it, and, for an order with a discount
 * code that has a use limit, the code's row.
 */
async function lockRows(
  tx: Transaction,
  target: SeatTarget,
  family: { customerEmail: string; limits: HoldRequest["limits"]; discountCodeId?: string },
) {
  const seat = target.groupId
    ? sql`select true as found, g.capacity, g.booked_seats as booked,
        (${groupOnSale("g")} and w.is_active) as active, w.price, w.title,
        g.date_range, g.time_text, ${groupScheduleSql("g")}
      from workshop_groups g join workshops w on w.id = g.workshop_id
      where g.id = ${target.groupId} and g.workshop_id = ${target.workshopId} and exists (select from family)
      for update of g`
    : sql`select true as found, w.max_seats as capacity, w.booked_seats as booked, w.is_active as active,
        w.price, w.title, null::text as date_range, null::text as time_text, null::text as time_zone,
        null::int as weekday, null::text as start_time, null::text as first_session_date,
        null::int as session_count, null::int as session_minutes
      from workshops w where w.id = ${target.workshopId} and exists (select from family)
      for update of w`;
  // Only a code with a use limit has a count to keep under it: an unlimited code's row is read, not
  // locked, or every start with a launch's one promotional code would wait for the one before it
  // to commit, whatever group it books (docs/decisions/022-benchmarks-and-memory.md).
  const code = family.discountCodeId
    ? sql`select true as code_found, max_uses as code_max_uses, used_count as code_used_count
          from limited_code
        union all
        select true, null::int, used_count from discount_codes
        where id = ${family.discountCodeId} and max_uses is null and exists (select from seat)`
    : sql`select null::boolean as code_found, null::int as code_max_uses, 0 as code_used_count where false`;
  const limitedCode = family.discountCodeId
    ? sql`select max_uses, used_count from discount_codes
        where id = ${family.discountCodeId} and max_uses is not null and exists (select from seat)
        for update`
    : sql`select null::int as max_uses, 0 as used_count where false`;
  const [row] = await executeNamed<LockedRow>(
    tx,
    sql`
    with family as materialized (${familyLocks(family.customerEmail, family.limits)}),
      seat as materialized (${seat}), limited_code as materialized (${limitedCode}),
      code as materialized (${code})
    select seat.*, code.* from family left join seat on true left join code on true`,
  );
  if (!row) throw new Error("The hold's locks answered no row");
  return {
    target: row.found
      ? {
          capacity: row.capacity,
          booked: row.booked,
          active: row.active,
          price: row.price,
          title: row.title,
          group: row.time_zone
            ? { dateRange: row.date_range ?? "", timeText: row.time_text ?? "", ...scheduleOfRow(row) }
            : null,
        }
      : undefined,
    code: row.code_found ? { maxUses: row.code_max_uses, usedCount: row.code_used_count } : undefined,
  };
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
  if (object.provider) {
    // A free booking's own id: rare, and it renames the hold's provider.
    await db
      .update(seatHolds)
      .set({
        providerPaymentId: object.id,
        clientSecret: object.clientSecret ?? null,
        provider: object.provider,
      })
      .where(eq(seatHolds.id, holdId));
    return;
  }
  await providerObjectOnHold(db).execute({
    holdId,
    id: object.id,
    clientSecret: object.clientSecret ?? null,
  });
}

/** The write every payment start makes after the provider answered: prepared once (server/db/prepared.server.ts). */
const providerObjectOnHold = preparedStatement((db) =>
  db
    .update(seatHolds)
    .set({
      providerPaymentId: sql`${sql.placeholder("id")}`,
      clientSecret: sql`${sql.placeholder("clientSecret")}`,
      updatedAt: sql`now()`,
    })
    .where(eq(seatHolds.id, sql.placeholder("holdId")))
    .prepare("provider_object_on_hold"),
);

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
