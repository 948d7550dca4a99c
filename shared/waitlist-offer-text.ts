import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";

/** Why a waiting-list offer's link cannot book (server/seats/claim-offer.server.ts). */
export type OfferRefusal =
  "offer_not_found" | "offer_expired" | "offer_claimed" | "offer_busy" | "offer_other_workshop";

/** The booking pages' message for a refused offer (docs/product/waiting-list-and-newsletter.md#when-a-place-opens). */
export function offerRefusalText(reason: OfferRefusal, language: Language = "en"): string {
  const locale = { locale: language };
  switch (reason) {
    case "offer_not_found":
      return m.offer_not_found({}, locale);
    case "offer_expired":
      return m.offer_expired({}, locale);
    case "offer_claimed":
      return m.offer_claimed({}, locale);
    case "offer_busy":
      return m.offer_busy({}, locale);
    case "offer_other_workshop":
      return m.offer_other_workshop({}, locale);
  }
}
