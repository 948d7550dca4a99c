import { callApi } from "#app/lib/call-api.ts";
import {
  bookingPaymentStatusReply,
  createPaymentIntentReply,
  type BookingPaymentStatusReply,
} from "#shared/api-replies.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";

/** A new payment intent; its amounts are euro cents computed by the server. */
export type CreatedPaymentIntent = {
  clientSecret: string;
  paymentIntentId: string;
  finalAmount: number;
  discountAmount: number;
};

/** What /payment-processing is handed in navigation state: the intent to confirm and follow. */
export type ProcessingState = { workshopId: string; paymentIntentId: string; clientSecret: string };

/**
 * create-payment-intent (docs/product/booking-and-payment.md#payment-page) for the order the
 * booking form recorded on the server, by its token: the server takes the form's data from its
 * record and prices the booking from the database (docs/product/booking-and-payment.md#amounts).
 * A failure without the server's words is told in the page's language.
 */
export async function createPaymentIntent(
  body: { workshopId: string; orderToken: string; acceptTerms: boolean; expressRequest: boolean },
  language: Language,
): Promise<{ ok: true; intent: CreatedPaymentIntent } | { ok: false; message: string; code?: string }> {
  const outcome = await callApi(paths.createPaymentIntentApi, {
    // The page's language goes with the order: the family's messages and pages follow it.
    json: { ...body, language },
    schema: createPaymentIntentReply,
  });
  const failure = () => m.booking_payment_failure({}, { locale: language });
  if (outcome.kind !== "reply") return { ok: false, message: failure() };
  const { reply } = outcome;
  if ("error" in reply) return { ok: false, message: reply.error || failure(), code: reply.code };
  const {
    client_secret: clientSecret,
    payment_intent_id: paymentIntentId,
    finalAmount,
    discountAmount,
  } = reply;
  return { ok: true, intent: { clientSecret, paymentIntentId, finalAmount, discountAmount } };
}

/** The server's view of a payment intent, read with its client secret; 'error' when it could not be read. */
export async function fetchPaymentStatus(payment: {
  paymentIntentId: string;
  clientSecret: string;
}): Promise<BookingPaymentStatusReply> {
  const url = `${paths.paymentStatusApi(payment.paymentIntentId)}?clientSecret=${encodeURIComponent(payment.clientSecret)}`;
  const outcome = await callApi(url, { schema: bookingPaymentStatusReply });
  return outcome.kind === "reply" ? outcome.reply : { state: "error" };
}
