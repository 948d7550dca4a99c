import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { formatDateTime } from "./dates.ts";

/**
 * A waiting-list entry's offer, as the back-office shows it
 * (docs/product/waiting-list-and-newsletter.md#when-a-place-opens): none yet, sent and running,
 * ended unclaimed (expired or declined), or claimed (the family booked the place).
 */
export const OFFER_STATES = ["none", "sent", "expired", "booked"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** 'Aucune offre', 'Offre envoyée', 'Offre expirée', 'Place réservée' on the French back-office. */
export function offerStateLabel(state: OfferState, language: Language): string {
  const locale = { locale: language };
  switch (state) {
    case "none":
      return m.admin_waiting_list_offer_none({}, locale);
    case "sent":
      return m.admin_waiting_list_offer_sent({}, locale);
    case "expired":
      return m.admin_waiting_list_offer_expired({}, locale);
    case "booked":
      return m.admin_waiting_list_offer_booked({}, locale);
  }
}

/** The text of the list and the CSV: 'Offre envoyée (expire le 24/11/2026 14:30)'. */
export function offerStateText(
  state: OfferState,
  expiresAt: Date | string | null,
  language: Language,
): string {
  if (state === "sent" && expiresAt)
    return m.admin_waiting_list_offer_sent_until(
      { when: formatDateTime(expiresAt, language) },
      { locale: language },
    );
  return offerStateLabel(state, language);
}
