import { formatDateTimeFr } from "./dates.ts";

/**
 * A waiting-list entry's offer, as the back-office shows it
 * (docs/product/waiting-list-and-newsletter.md#when-a-place-opens): none yet, sent and running,
 * ended unclaimed (expired or declined), or claimed (the family booked the place).
 */
export const OFFER_STATES = ["none", "sent", "expired", "booked"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const offerStateLabels: Record<OfferState, string> = {
  none: "Aucune offre",
  sent: "Offre envoyée",
  expired: "Offre expirée",
  booked: "Place réservée",
};

/** The text of the list and the CSV: 'Offre envoyée (expire le 24/11/2026 14:30)'. */
export function offerStateText(state: OfferState, expiresAt: Date | string | null): string {
  if (state === "sent" && expiresAt)
    return `${offerStateLabels.sent} (expire le ${formatDateTimeFr(expiresAt)})`;
  return offerStateLabels[state];
}
