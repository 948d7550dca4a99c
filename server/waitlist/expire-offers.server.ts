import { and, eq, sql } from "drizzle-orm";
import { seatHolds, waitlistOffers } from "#server/db/schema.server.ts";
import { lockSeats } from "#server/seats/seats.server.ts";
import type { Services } from "#server/services.server.ts";
import { offerFreedSeat } from "./make-offer.server.ts";

const BATCH = 50;

// An offer is due once its window has ended and no payment from it is still under way (a family
// paying in the last minutes keeps the seat until that payment's own hold ends).
const due = (now: Date) => sql`o.status = 'offered' and o.expires_at <= ${now.toISOString()}::timestamptz
  and not exists (select 1 from seat_holds r where r.waitlist_offer_id = o.id
    and r.status = 'open' and r.hold_expires_at > ${now.toISOString()}::timestamptz)`;

/**
 * The every-minute scan (docs/product/waiting-list-and-newsletter.md#when-a-place-opens): each
 * offer whose claim window has ended becomes 'expired', its seat hold is released, and the seat is
 * offered to the next family on the list in the same transaction; when nobody is left, the seat is
 * simply free. `now` is injected so that tests move the clock. Safe to run twice and from several
 * processes: each offer is re-read under its lock, and an offer's cause (`after:<offer id>`) is unique.
 */
export async function expireOffers(
  services: Pick<Services, "db" | "config" | "logger" | "mail">,
  now: Date = new Date(),
) {
  const { db, config, logger } = services;
  const candidates = await db.execute<{ id: string; workshop_id: string; group_id: string | null }>(
    sql`select o.id, o.workshop_id, o.group_id from waitlist_offers o where ${due(now)}
      order by o.expires_at limit ${BATCH}`,
  );
  let expired = 0;
  let passedOn = 0;
  for (const candidate of candidates.rows) {
    const target = { workshopId: candidate.workshop_id, groupId: candidate.group_id };
    const outcome = await db.transaction(async (tx) => {
      // Seat first, then the offer: the lock order of every offer rule.
      await lockSeats(tx, target);
      const still = await tx.execute<{ hold_id: string; seats: number }>(
        sql`select o.hold_id, o.seats from waitlist_offers o where o.id = ${candidate.id} and ${due(now)} for update`,
      );
      const offer = still.rows[0];
      if (!offer) return { expired: false, passedOn: false };
      await tx
        .update(waitlistOffers)
        .set({ status: "expired", endedAt: now })
        .where(eq(waitlistOffers.id, candidate.id));
      await tx
        .update(seatHolds)
        .set({ status: "expired" })
        .where(and(eq(seatHolds.id, offer.hold_id), eq(seatHolds.status, "open")));
      const next = await offerFreedSeat(tx, config, target, `after:${candidate.id}`, now, offer.seats);
      return { expired: true, passedOn: next !== undefined };
    });
    if (outcome.expired) expired++;
    if (outcome.passedOn) passedOn++;
  }
  if (passedOn > 0) services.mail.wake();
  if (expired > 0) logger.info({ expired, passedOn }, "Waiting-list offers expired");
  return { expired, passedOn };
}
