import type { BookingField } from "./booking-schema.ts";
import { belowCardMinimumText } from "./card-minimum.ts";
import { tooManyHoldsTextIn } from "./hold-limit.ts";
import { discountRefusalText, type DiscountRefusal } from "./discount-messages.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import type { FieldErrors } from "./form-errors.ts";
import { offerRefusalText, type OfferRefusal } from "./waitlist-offer-text.ts";
import { consentTexts, type ConsentRefusal } from "./checkout-consent.ts";
import { notEnoughSeatsText } from "./not-enough-seats.ts";

/** The payment page's texts in a language (docs/product/languages-and-texts.md). */
export function bookingPaymentTexts(language: Language) {
  const locale = { locale: language };
  return {
    failure: m.booking_payment_failure({}, locale),
    notBookable: m.not_bookable({}, locale),
    soldOut: m.booking_sold_out({}, locale),
    invalidForm: m.booking_invalid_form({}, locale),
    chooseGroup: m.booking_choose_group({}, locale),
    groupFull: m.booking_group_full({}, locale),
  };
}

/** The English texts: the payment page is in English. */
export const bookingPaymentText = bookingPaymentTexts("en");

/** What starting a booking's payment came to (server/bookings/booking-payment.server.ts); the route gives it its status and text. */
export type BookingPaymentOutcome =
  | { ok: true; clientSecret: string; paymentIntentId: string; finalAmount: number; discountAmount: number }
  | {
      ok: false;
      reason:
        | "invalid_request"
        | "invalid_form"
        | "not_bookable"
        | "sold_out"
        | "choose_group"
        | "group_full"
        /** Fewer seats left than the order's teens: none is held. */
        | "not_enough_seats"
        | "discount_refused"
        | "discount_used_up"
        | "below_card_minimum"
        | "too_many_holds"
        | "busy"
        /** The payment provider failed: nothing is held. */
        | "provider_error"
        | ConsentRefusal
        | OfferRefusal;
      fieldErrors?: FieldErrors<BookingField>;
      discount?: { reason: DiscountRefusal; minAmount?: number };
      seatsLeft?: number;
      teens?: number;
    };

export type BookingPaymentAnswer =
  | {
      status: 200;
      /** Each id once, by the name docs/product/booking-and-payment.md#payment-page says the page reads. */
      body: {
        client_secret: string;
        payment_intent_id: string;
        finalAmount: number;
        discountAmount: number;
      };
    }
  | {
      status: 400 | 404 | 409 | 422 | 429 | 502;
      body: {
        error: string;
        fieldErrors?: FieldErrors<BookingField>;
        code?: ConsentRefusal | "not_enough_seats";
        /** not_enough_seats: the seats still free in the group. */
        seatsLeft?: number;
      };
    };

/** POST /api/create-payment-intent's answer to the domain's outcome (server/bookings/booking-payment.server.ts). */
export function bookingPaymentAnswerOf(
  outcome: BookingPaymentOutcome,
  contactEmail: string,
  language: Language = "en",
): BookingPaymentAnswer {
  const text = bookingPaymentTexts(language);
  if (outcome.ok) {
    const { clientSecret, paymentIntentId, finalAmount, discountAmount } = outcome;
    return {
      status: 200,
      body: { client_secret: clientSecret, payment_intent_id: paymentIntentId, finalAmount, discountAmount },
    };
  }
  switch (outcome.reason) {
    case "invalid_request":
      return { status: 400, body: { error: text.invalidForm } };
    case "invalid_form":
      return {
        status: 400,
        body: { error: text.invalidForm, fieldErrors: outcome.fieldErrors },
      };
    case "not_bookable":
      return { status: 404, body: { error: text.notBookable } };
    case "sold_out":
      return { status: 409, body: { error: text.soldOut } };
    case "choose_group":
      return { status: 400, body: { error: text.chooseGroup } };
    case "group_full":
      return { status: 409, body: { error: text.groupFull } };
    case "not_enough_seats": {
      const seatsLeft = outcome.seatsLeft ?? 0;
      return {
        status: 409,
        body: {
          error: notEnoughSeatsText(seatsLeft, outcome.teens ?? 2, language),
          code: "not_enough_seats",
          seatsLeft,
        },
      };
    }
    case "discount_refused":
      return {
        status: 422,
        body: { error: discountRefusalText(outcome.discount ?? { reason: "unknown" }, language) },
      };
    case "discount_used_up":
      return { status: 409, body: { error: discountRefusalText({ reason: "used_up" }, language) } };
    case "below_card_minimum":
      return { status: 422, body: { error: belowCardMinimumText(contactEmail, language) } };
    case "too_many_holds":
      return { status: 429, body: { error: tooManyHoldsTextIn(language) } };
    case "busy":
      return { status: 429, body: { error: m.group_busy({}, { locale: language }) } };
    case "provider_error":
      return { status: 502, body: { error: text.failure } };
    case "terms_not_accepted":
    case "express_request_needed":
      return {
        status: 400,
        body: { error: consentTexts(language).refusals[outcome.reason], code: outcome.reason },
      };
    case "offer_not_found":
      return { status: 404, body: { error: offerRefusalText(outcome.reason, language) } };
    case "offer_expired":
    case "offer_claimed":
    case "offer_busy":
    case "offer_other_workshop":
      return { status: 409, body: { error: offerRefusalText(outcome.reason, language) } };
  }
}
