/**
 * The payment core: seat holds, providers (Stripe / built-in test provider), webhooks and the one
 * idempotent fulfilment. Used by the productivity checkout (kind 'checkout') and the booking flow
 * (kind 'payment_intent'). Every function takes `context.services` (or the part it names).
 *
 * Starting a payment (holds the seat and the discount use for CHECKOUT_HOLD_MINUTES, 30 by default;
 * the amount is the workshop's DB price minus `discount.amount`, never below zero):
 *
 *   startPayment(services, {
 *     workshopId: string, scheduleOptionId?: string,           // option: productivity's runs
 *     details: BookingDetails,                                  // parent/teen fields (booking-details.ts)
 *     discount?: { codeId: string; code: string; amount: number }, // validated by the caller, cents
 *     kind: "payment_intent",
 *   } | { ...same, kind: "checkout", successUrl: string, cancelUrl: string /* {HOLD_ID} replaced *\/ })
 *   -> { ok: true, hold: Hold, providerId, clientSecret? (intent), url? (checkout), free? }
 *    | { ok: false, reason: "not_found" | "sold_out" | "discount_unavailable" | "below_card_minimum"
 *                        | "provider_error" }   // below_card_minimum: the total is between 1 and 49 cents
 *   A total of zero asks no provider: the booking is confirmed at once (free: true), with an id and
 *   client secret of our own (free_...), so paymentStatus and the success url work as for a payment.
 *
 *   Hold = { id, workshopTitle, scheduleLabel, subtotal, discountAmount, amountTotal, holdExpiresAt, metadata }
 *   BookingDetails = { parentFirstName, parentLastName, parentEmail, parentPhone?, teenFirstName,
 *                      teenLastName, teenAge: number, hearAboutUs?, specialRequests? }
 *
 * Paying a payment intent in the browser:
 *   - Stripe: Stripe.js confirmCardPayment(clientSecret) with STRIPE_PUBLISHABLE_KEY.
 *   - Test provider (services.payments.provider.name === "test"): POST /api/test-payments/{providerId}/confirm
 *     with JSON { clientSecret, cardNumber } -> 200 { status: "succeeded" } or 402 { error: { message } }.
 *     4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined ("Your card was declined.").
 *
 * After paying (both providers deliver payment_intent.succeeded / checkout.session.completed to
 * POST /api/webhooks/stripe, which calls fulfilPayment):
 *   paymentStatus(services, providerId) -> { state: "not_found" }
 *     | { state: "pending" | "expired" | "refunded", session }
 *     | { state: "paid", session, booking: { reference, receiptToken }, email: "sent" | "failed" }
 *   It also confirms the payment when the provider says paid and no webhook has arrived yet.
 *
 * fulfilPayment(services, payment: ProviderPayment) -> confirmed (once) | refunded | not_paid | unknown
 * cancelPayment(services, holdId) -> boolean    // ends the provider object, then releases the hold
 * releaseHold(db, { id } | { providerSessionId }, "expired" | "cancelled" | "failed") -> boolean
 * placeHold(db, HoldRequest) -> lower level than startPayment (no provider call)
 * handleStripeWebhook(services, rawBody, signatureHeader) -> { status, body }
 *
 * Booking rows: reference TW-######, status 'confirmed', amount_paid, discount_amount, discount_code,
 * parent/teen fields, schedule_option_id, checkout_session_id; the confirmation e-mail's outbox dedupe
 * key is `booking-confirmation:<hold id>`.
 */
export { bookingMetadata, splitName, type BookingDetails } from "./booking-details.ts";
export { cancelPayment } from "./cancel-payment.ts";
export { fulfilPayment, type FulfilmentOutcome } from "./fulfilment.ts";
export { placeHold, releaseHold, type Hold } from "./holds.ts";
export { paymentStatus, type PaymentSessionView, type PaymentStatus } from "./payment-status.ts";
export type { PaymentServices } from "./payment-services.ts";
export type { PaymentProvider, ProviderPayment } from "./provider.ts";
export { startPayment, type StartPaymentOutcome, type StartPaymentRequest } from "./start-payment.ts";
export { confirmTestPaymentIntent } from "./test-customer.ts";
export { handleStripeWebhook } from "./webhooks.ts";
