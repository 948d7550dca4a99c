import type { Transaction } from "#server/db/client.server.ts";
import { and, eq, sql } from "drizzle-orm";
import { groupSessions } from "#shared/group-schedule.ts";
import { paths } from "#shared/paths.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import type { Config } from "#server/config.server.ts";
import { seatHolds, waitlistOffers, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { placeOpenEmail } from "#server/email/templates/place-open-email.server.tsx";
import { groupLabelColumns } from "#server/group-schedule/group-columns.server.ts";
import { lockSeats, type SeatTarget } from "#server/seats/seats.server.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import type { Language } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { heldUntilText } from "./held-until-text.server.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";
import { offerExpiry } from "./offer-window.server.ts";

export type OfferConfig = Pick<
  Config,
  "academyName" | "contactEmail" | "publicUrl" | "academyTimeZone" | "waitlistOffers"
>;

/** The link that opens the booking form (or the productivity page) with the offer's seat. */
export function offerUrl(
  config: Pick<Config, "publicUrl">,
  workshopId: string,
  token: string,
  language: Language = "en",
) {
  const path = workshopId === PRODUCTIVITY_WORKSHOP_ID ? paths.productivity : paths.booking(workshopId);
  return `${config.publicUrl}${localisedPath(language, path)}?offer=${token}`;
}

/**
 * Seats were freed in `target` (a cancelled booking, an offer that ended): they are held, for the
 * claim window, for the first families on the workshop's waiting list, in sign-up order, that have
 * not had an offer for it yet and whose teens all fit in the seats still free
 * (docs/product/waiting-list-and-newsletter.md#when-a-place-opens). A family waiting for more seats
 * than are free is passed over and keeps its place: it is offered the seats once enough are free.
 * Each offer's hold is a seat_holds row of kind 'waitlist_offer' with one seat per teen, so
 * every seat count sees it (docs/decisions/017-waiting-list-offers.md). `cause` names what freed
 * the seats: a cause already offered makes nothing (a replay); the second and later offers made at
 * once carry `cause#2`, `cause#3`... Runs in the caller's transaction; takes the seat row's lock
 * (seat, then offer: the one lock order of every offer rule). Answers the first offer's id, or
 * undefined when nothing was offered (no free seat, a closed workshop, a started group, nobody
 * waiting whose teens fit).
 */
export async function offerFreedSeat(
  tx: Transaction,
  config: OfferConfig,
  target: SeatTarget,
  cause: string,
  now: Date = new Date(),
  /** The seats this cause freed (a cancelled teen 1, an ended offer its own): offers cover at most these. */
  freed = 1,
): Promise<string | undefined> {
  const seats = await lockSeats(tx, target);
  if (!seats || seats.free <= 0) return undefined;
  const [workshop] = await tx
    .select({ title: workshops.title, frenchTexts: workshops.frenchTexts })
    .from(workshops)
    .where(and(eq(workshops.id, target.workshopId), eq(workshops.isActive, true)));
  if (!workshop) return undefined;
  const [group] = target.groupId
    ? await tx
        .select({
          ...groupLabelColumns,
          onSale: sql<boolean>`${workshopGroups.isActive} and ${workshopGroups.closedAt} is null`,
        })
        .from(workshopGroups)
        .where(eq(workshopGroups.id, target.groupId))
    : [];
  if (target.groupId && !group?.onSale) return undefined;
  const start = group ? (groupSessions(group)[0]?.start ?? null) : null;
  const expiresAt = offerExpiry(now, start, config.waitlistOffers);
  if (!expiresAt) return undefined;
  const [already] = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.cause, cause));
  if (already) return undefined;

  let free = seats.free;
  let offered = 0;
  let first: string | undefined;
  // Families are offered the freed seats until they are all held; seats that were already free
  // (a family needing more was waiting for them) may complete an offer, never start another.
  for (let made = 0; free > 0 && offered < freed; made++) {
    // The first family in line whose teens all fit; skip locked: seats freed at once in two groups
    // go to two families, never both to the first.
    const next = await tx.execute<{
      id: string;
      parent_email: string;
      language: Language;
      seats: number;
    }>(sql`
      select e.id, e.parent_email, e.language, e.seats from waiting_list e
      where e.workshop_id = ${target.workshopId} and e.seats <= ${free}
        and not exists (select 1 from waitlist_offers o
          where o.workshop_id = e.workshop_id and o.parent_email = e.parent_email)
      order by e.created_at, e.id
      limit 1
      for update skip locked`);
    const entry = next.rows[0];
    if (!entry) break;
    const offerId = await makeOffer(tx, config, {
      target,
      entry,
      cause: made === 0 ? cause : `${cause}#${made + 1}`,
      expiresAt,
      now,
      workshopTitle: workshopTitleIn(workshop, entry.language),
      timeZone: group?.timeZone ?? config.academyTimeZone,
    });
    first ??= offerId;
    free -= entry.seats;
    offered += entry.seats;
  }
  return first;
}

/** One family's offer: its hold of all its seats, the offer row and its e-mail, in the caller's transaction. */
async function makeOffer(
  tx: Transaction,
  config: OfferConfig,
  offer: {
    target: SeatTarget;
    entry: { id: string; parent_email: string; language: Language; seats: number };
    cause: string;
    expiresAt: Date;
    now: Date;
    workshopTitle: string;
    timeZone: string;
  },
) {
  const { target, entry, expiresAt } = offer;
  const [hold] = await tx
    .insert(seatHolds)
    .values({
      kind: "waitlist_offer",
      provider: "waitlist",
      workshopId: target.workshopId,
      groupId: target.groupId ?? null,
      seats: entry.seats,
      subtotal: 0,
      amountTotal: 0,
      customerEmail: entry.parent_email,
      holdExpiresAt: expiresAt,
    })
    .returning({ id: seatHolds.id });
  const [made] = await tx
    .insert(waitlistOffers)
    .values({
      waitingListId: entry.id,
      workshopId: target.workshopId,
      groupId: target.groupId ?? null,
      parentEmail: entry.parent_email,
      holdId: hold!.id,
      seats: entry.seats,
      cause: offer.cause,
      expiresAt,
      createdAt: offer.now,
    })
    .returning({ id: waitlistOffers.id, token: waitlistOffers.token });
  await enqueueEmail(tx, {
    kind: "waitlist-offer",
    to: entry.parent_email,
    // One e-mail per offer, whatever retries or restarts do.
    dedupeKey: `waitlist-offer:${made!.id}`,
    ...(await placeOpenEmail(
      {
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        workshopTitle: offer.workshopTitle,
        bookingUrl: offerUrl(config, target.workshopId, made!.token, entry.language),
        heldUntil: heldUntilText(expiresAt, offer.timeZone, entry.language),
        seats: entry.seats,
      },
      emailMessages[entry.language],
    )),
  });
  return made!.id;
}
