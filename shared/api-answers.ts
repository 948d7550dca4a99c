// zod/mini: these schemas run in the browser (app/lib/call-api.ts checks every answer with them).
import * as z from "zod/mini";

/*
 * What each JSON endpoint answers, as schemas: the server's route modules type their answers with
 * them and the browser checks every answer against them, so the two sides cannot drift apart.
 * Amounts are euro cents.
 */

/** The first message per field of a form the server refused. */
const fieldErrors = <const Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z.optional(z.partialRecord(z.enum(fields), z.string()));

/** POST /api/newsletter. */
export const newsletterAnswer = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string(), fieldErrors: fieldErrors(["email", "consent"]) }),
]);
export type NewsletterAnswer = z.infer<typeof newsletterAnswer>;

/** POST /api/workshops/{workshopId}/waitlist. */
export const waitlistAnswer = z.union([
  z.object({ ok: z.literal(true), email: z.string() }),
  z.object({ ok: z.literal(false), error: z.string(), fieldErrors: fieldErrors(["email", "teens"]) }),
]);
export type WaitlistAnswer = z.infer<typeof waitlistAnswer>;

/** POST /api/workshops/{workshopId}/discount. */
export const discountAnswer = z.union([
  z.object({
    ok: z.literal(true),
    code: z.string(),
    subtotal: z.number(),
    discountAmount: z.number(),
    finalAmount: z.number(),
  }),
  z.object({ ok: z.literal(false), reason: z.string(), error: z.string() }),
]);
export type DiscountAnswer = z.infer<typeof discountAnswer>;

/** POST /api/create-payment-intent: the new intent, priced by the server, or why not. */
export const createPaymentIntentAnswer = z.union([
  z.object({
    client_secret: z.string().check(z.minLength(1)),
    payment_intent_id: z.string().check(z.minLength(1)),
    finalAmount: z.number(),
    discountAmount: z.number(),
  }),
  z.object({
    error: z.string(),
    fieldErrors: z.optional(z.record(z.string(), z.string())),
    /** A refusal the page answers itself (a checkbox to tick), besides showing the error. */
    code: z.optional(z.string()),
    /** not_enough_seats: the seats still free in the group. */
    seatsLeft: z.optional(z.number()),
  }),
]);
export type CreatePaymentIntentAnswer = z.infer<typeof createPaymentIntentAnswer>;

/** GET /api/payment-intents/{paymentIntentId}?clientSecret=...: the booking behind an intent. */
export const bookingPaymentStatusAnswer = z.union([
  z.object({
    state: z.literal("paid"),
    reference: z.string(),
    receiptUrl: z.string(),
    /** The booking's own page (docs/product/after-sale-and-refunds.md#booking-page). */
    bookingUrl: z.string(),
    /** The group's sessions as a calendar file; null while the booking waits for a group. */
    calendarUrl: z.nullable(z.string()),
    amountPaid: z.number(),
    discountAmount: z.number(),
  }),
  z.object({ state: z.enum(["pending", "failed", "expired", "not_found", "error"]) }),
]);
export type BookingPaymentStatusAnswer = z.infer<typeof bookingPaymentStatusAnswer>;

/** POST /api/checkout/productivity: the hosted checkout's address, or why not. */
export const productivityCheckoutAnswer = z.union([
  z.object({ url: z.string().check(z.minLength(1)) }),
  z.object({ error: z.string(), code: z.optional(z.string()), seatsLeft: z.optional(z.number()) }),
]);
export type ProductivityCheckoutAnswer = z.infer<typeof productivityCheckoutAnswer>;

const paymentSession = z.object({
  id: z.string(),
  amount_total: z.number(),
  currency: z.string(),
  customer_email: z.string(),
  metadata: z.object({
    workshop_title: z.string(),
    selected_date: z.string(),
    parent_name: z.string(),
    parent_email: z.string(),
    teen_name: z.string(),
    teen_age: z.string(),
    additional_info: z.string(),
  }),
});
/** The original's payment-success session object (docs/product/productivity-checkout.md#success-page). */
export type PaymentSessionView = z.infer<typeof paymentSession>;

/** GET /api/checkout/sessions/{id}: the success page's view of a payment. */
export const paymentSessionAnswer = z.union([
  z.object({ state: z.literal("not_found") }),
  z.object({ state: z.enum(["pending", "expired", "refunded"]), session: paymentSession }),
  z.object({
    state: z.literal("paid"),
    session: paymentSession,
    /** inGroup: the booking has a group, so its calendar file exists. */
    /**
     * invoiceToken: the order's invoice, the receipt of the whole payment (every teen, the total
     * paid); null when none was issued, and the first booking's receipt is shown.
     */
    booking: z.object({
      reference: z.string(),
      receiptToken: z.string(),
      invoiceToken: z.nullable(z.string()),
      inGroup: z.boolean(),
    }),
    /** Every teen of the order (brothers and sisters in one payment), each with its own booking. */
    teens: z.array(
      z.object({
        name: z.string(),
        age: z.nullable(z.number()),
        reference: z.string(),
        receiptToken: z.string(),
      }),
    ),
    email: z.enum(["sent", "failed"]),
  }),
]);
export type PaymentSessionAnswer = z.infer<typeof paymentSessionAnswer>;

/** POST /api/test-payments/{paymentIntentId}/confirm: the test provider's card confirmation. */
export const testPaymentConfirmAnswer = z.union([
  z.object({ status: z.literal("succeeded") }),
  z.object({ error: z.object({ message: z.string() }) }),
]);
