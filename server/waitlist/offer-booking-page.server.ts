import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import { offerRefusalText } from "#shared/waitlist-offer-text.ts";
import type { Config } from "#server/config.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { findOffer } from "./claim-offer.server.ts";
import { heldUntilText } from "./held-until-text.server.ts";

/** What the booking form shows for a live offer: its token (sent with the payment), group and end. */
export type OfferView = { token: string; groupId: string | null; heldUntil: string };

export type BookingPageOffer =
  | { kind: "none" }
  | { kind: "refused"; message: string }
  | { kind: "live"; offer: OfferView; workshop: BookingWorkshop };

/**
 * The booking page opened from a waiting-list offer's link (`?offer=`): a live offer shows the form
 * with only the offer's group, its held seat counted as the family's; a refused one says why in
 * plain English (docs/product/waiting-list-and-newsletter.md#when-a-place-opens). Changes nothing.
 */
export async function bookingPageOffer(
  db: Database,
  config: Pick<Config, "academyTimeZone">,
  workshop: BookingWorkshop,
  token: string | null,
): Promise<BookingPageOffer> {
  if (token === null) return { kind: "none" };
  const found = await findOffer(db, token, workshop.id);
  if (!found.ok) return { kind: "refused", message: offerRefusalText(found.reason) };
  const { offer } = found;
  const group = offer.groupId
    ? workshop.groups.find((candidate) => candidate.id === offer.groupId)
    : undefined;
  // A group no longer on sale (closed by an administrator) cannot be booked, offer or not.
  if (offer.groupId && !group) return { kind: "refused", message: offerRefusalText("offer_expired") };
  return {
    kind: "live",
    offer: {
      token,
      groupId: offer.groupId,
      heldUntil: heldUntilText(offer.expiresAt, group?.timeZone ?? config.academyTimeZone),
    },
    workshop: { ...workshop, groups: group ? [{ ...group, spotsLeft: 1 }] : [] },
  };
}
