import { m } from "./i18n/messages.ts";
import { tooManyHoldsTextIn } from "./hold-limit.ts";
import { notEnoughSeatsText } from "./not-enough-seats.ts";
import type { Language } from "./language.ts";
import { productivityTexts } from "./productivity-schema.ts";
import { offerRefusalText, type OfferRefusal } from "./waitlist-offer-text.ts";
import { consentTexts, type ConsentRefusal } from "./checkout-consent.ts";

/** What starting the hosted checkout came to (server/productivity/productivity-checkout.server.ts). */
export type ProductivityCheckoutOutcome =
  | { ok: true; url: string }
  | { ok: false; reason: "invalid"; message?: string }
  /** Fewer places left in the group than the order's teens. */
  | { ok: false; reason: "not_enough_seats"; seatsLeft: number; teens: number }
  | {
      ok: false;
      reason:
        | "sold_out"
        /** No such group, or not on sale. */
        | "not_bookable"
        /** Only if a code reached the hold (the productivity form has no discount field). */
        | "discount_used_up"
        | "too_many_holds"
        | "busy"
        | "below_card_minimum"
        | "provider_error"
        | ConsentRefusal
        | OfferRefusal;
    };

/** POST /api/checkout/productivity's answer to the domain's outcome: its status and text in the page's language. */
export function productivityCheckoutAnswerOf(
  outcome: ProductivityCheckoutOutcome,
  language: Language = "en",
): {
  status: number;
  body: { url: string } | { error: string; code: string; seatsLeft?: number };
} {
  const productivityText = productivityTexts(language);
  if (outcome.ok) return { status: 200, body: { url: outcome.url } };
  switch (outcome.reason) {
    case "invalid":
      return {
        status: 400,
        body: { error: outcome.message ?? productivityText.requiredFields, code: "invalid" },
      };
    case "sold_out":
      return { status: 409, body: { error: productivityText.soldOut, code: "sold_out" } };
    case "not_enough_seats":
      return {
        status: 409,
        body: {
          error: notEnoughSeatsText(outcome.seatsLeft, outcome.teens, language),
          code: "not_enough_seats",
          seatsLeft: outcome.seatsLeft,
        },
      };
    case "not_bookable":
      return { status: 404, body: { error: productivityText.selectSchedule, code: "not_bookable" } };
    case "discount_used_up":
      return { status: 409, body: { error: productivityText.checkoutError, code: "discount_used_up" } };
    case "too_many_holds":
      return { status: 429, body: { error: tooManyHoldsTextIn(language), code: "too_many_holds" } };
    case "busy":
      return { status: 429, body: { error: m.group_busy({}, { locale: language }), code: "busy" } };
    case "below_card_minimum":
      // Only if an admin priced the workshop under €0.50: nothing a card can pay.
      return { status: 422, body: { error: productivityText.checkoutError, code: "below_card_minimum" } };
    case "provider_error":
      return { status: 502, body: { error: productivityText.checkoutError, code: "provider_error" } };
    case "terms_not_accepted":
    case "express_request_needed":
      return {
        status: 400,
        body: { error: consentTexts(language).refusals[outcome.reason], code: outcome.reason },
      };
    case "offer_not_found":
    case "offer_expired":
    case "offer_claimed":
    case "offer_busy":
    case "offer_other_workshop":
      return {
        status: outcome.reason === "offer_not_found" ? 404 : 409,
        body: { error: offerRefusalText(outcome.reason, language), code: outcome.reason },
      };
  }
}
