import { callApi } from "#app/lib/call-api.ts";
import {
  bookingPaymentStatusAnswer,
  createPaymentIntentAnswer,
  type BookingPaymentStatusAnswer,
} from "#shared/api-answers.ts";
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
    schema: createPaymentIntentAnswer,
  });
  const failure = () => m.booking_payment_failure({}, { locale: language });
  if (outcome.kind !== "answer") return { ok: false, message: failure() };
  const { answer } = outcome;
  if ("error" in answer) return { ok: false, message: answer.error || failure(), code: answer.code };
  const {
    client_secret: clientSecret,
    payment_intent_id: paymentIntentId,
    finalAmount,
    discountAmount,
  } = answer;
  return { ok: true, intent: { clientSecret, paymentIntentId, finalAmount, discountAmount } };
}

/** The server's view of a payment intent, read with its client secret; 'error' when it could not be read. */
export async function fetchPaymentStatus(payment: {
  paymentIntentId: string;
  clientSecret: string;
}): Promise<BookingPaymentStatusAnswer> {
  const url = `${paths.paymentStatusApi(payment.paymentIntentId)}?clientSecret=${encodeURIComponent(payment.clientSecret)}`;
  const outcome = await callApi(url, { schema: bookingPaymentStatusAnswer });
  return outcome.kind === "answer" ? outcome.answer : { state: "error" };
}
