import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import type { Language } from "#shared/language.ts";
import { offerRefusalText } from "#shared/waitlist-offer-text.ts";
import type { Config } from "#server/config.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { findOffer } from "#server/seats/claim-offer.server.ts";
import { heldUntilText } from "./held-until-text.server.ts";

/**
 * What a booking form shows for a live offer: its token (sent with the payment), group, end, and
 * the seats it holds (the form asks for that many teens).
 */
export type OfferView = { token: string; groupId: string | null; heldUntil: string; seats: number };

export type PageOffer<Group> =
  | { kind: "none" }
  | { kind: "refused"; message: string }
  | { kind: "live"; offer: OfferView; groups: Group[] };

/**
 * A booking page opened from a waiting-list offer's link (`?offer=`): a live offer leaves only the
 * offer's group, its held seats shown as the family's spots; a refused one says why in the
 * page's language (docs/product/waiting-list-and-newsletter.md#when-a-place-opens). Changes nothing.
 */
export async function pageOffer<Group extends { id: string; spotsLeft: number }>(
  db: Database,
  config: Pick<Config, "academyTimeZone">,
  workshopId: string,
  groups: Group[],
  zoneOf: (group: Group) => string,
  token: string | null,
  language: Language = "en",
): Promise<PageOffer<Group>> {
  if (token === null) return { kind: "none" };
  const found = await findOffer(db, token, workshopId);
  if (!found.ok) return { kind: "refused", message: offerRefusalText(found.reason, language) };
  const { offer } = found;
  const group = offer.groupId ? groups.find((candidate) => candidate.id === offer.groupId) : undefined;
  // A group no longer on sale (closed by an administrator) cannot be booked, offer or not.
  if (offer.groupId && !group)
    return { kind: "refused", message: offerRefusalText("offer_expired", language) };
  return {
    kind: "live",
    offer: {
      token,
      groupId: offer.groupId,
      heldUntil: heldUntilText(offer.expiresAt, group ? zoneOf(group) : config.academyTimeZone, language),
      seats: offer.seats,
    },
    groups: group ? [{ ...group, spotsLeft: offer.seats }] : [],
  };
}

/** The /booking page's offer: the workshop with only the offer's group. */
export async function bookingPageOffer(
  db: Database,
  config: Pick<Config, "academyTimeZone">,
  workshop: BookingWorkshop,
  token: string | null,
  language: Language = "en",
) {
  const found = await pageOffer(
    db,
    config,
    workshop.id,
    workshop.groups,
    (group) => group.timeZone,
    token,
    language,
  );
  if (found.kind !== "live") return found;
  return { kind: "live" as const, offer: found.offer, workshop: { ...workshop, groups: found.groups } };
}
