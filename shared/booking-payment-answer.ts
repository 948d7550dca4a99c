import type { BookingField } from "./booking-schema.ts";
import { belowCardMinimumText } from "./card-minimum.ts";
import { tooManyHoldsText } from "./hold-limit.ts";
import { discountMessages, discountRefusalText, type DiscountRefusal } from "./discount-messages.ts";
import type { FieldErrors } from "./form-errors.ts";

/** The payment page's English texts (docs/product/languages-and-texts.md). */
export const bookingPaymentText = {
  failure: "An error occurred during payment processing.",
  notBookable: "This workshop is not open for booking.",
  soldOut: "This workshop is now full. Join the waiting list to hear when a place opens.",
  invalidForm: "Please check the booking form and try again.",
} as const;

type Outcome =
  | { ok: true; clientSecret: string; paymentIntentId: string; finalAmount: number; discountAmount: number }
  | {
      ok: false;
      reason:
        | "invalid_request"
        | "invalid_form"
        | "not_bookable"
        | "sold_out"
        | "discount_refused"
        | "discount_used_up"
        | "below_card_minimum"
        | "too_many_holds"
        | "failed";
      fieldErrors?: FieldErrors<BookingField>;
      discount?: { reason: DiscountRefusal; minAmount?: number };
    };

export type BookingPaymentAnswer =
  | {
      status: 200;
      body: {
        clientSecret: string;
        paymentIntentId: string;
        finalAmount: number;
        discountAmount: number;
        /** The names docs/product/booking-and-payment.md#payment-page says the page reads. */
        client_secret: string;
        payment_intent_id: string;
      };
    }
  | {
      status: 400 | 404 | 409 | 422 | 429 | 502;
      body: { error: string; fieldErrors?: FieldErrors<BookingField> };
    };

/** POST /api/create-payment-intent's answer to the domain's outcome (server/bookings/booking-payment.server.ts). */
export function bookingPaymentAnswerOf(outcome: Outcome, contactEmail: string): BookingPaymentAnswer {
  if (outcome.ok) {
    const { clientSecret, paymentIntentId, finalAmount, discountAmount } = outcome;
    return {
      status: 200,
      body: {
        clientSecret,
        paymentIntentId,
        client_secret: clientSecret,
        payment_intent_id: paymentIntentId,
        finalAmount,
        discountAmount,
      },
    };
  }
  switch (outcome.reason) {
    case "invalid_request":
      return { status: 400, body: { error: bookingPaymentText.invalidForm } };
    case "invalid_form":
      return {
        status: 400,
        body: { error: bookingPaymentText.invalidForm, fieldErrors: outcome.fieldErrors },
      };
    case "not_bookable":
      return { status: 404, body: { error: bookingPaymentText.notBookable } };
    case "sold_out":
      return { status: 409, body: { error: bookingPaymentText.soldOut } };
    case "discount_refused":
      return { status: 422, body: { error: discountRefusalText(outcome.discount ?? { reason: "unknown" }) } };
    case "discount_used_up":
      return { status: 409, body: { error: discountMessages.used_up } };
    case "below_card_minimum":
      return { status: 422, body: { error: belowCardMinimumText(contactEmail) } };
    case "too_many_holds":
      return { status: 429, body: { error: tooManyHoldsText } };
    case "failed":
      return { status: 502, body: { error: bookingPaymentText.failure } };
  }
}
