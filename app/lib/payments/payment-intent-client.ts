import { callApi } from "#app/lib/call-api.ts";
import {
  bookingPaymentStatusReply,
  createPaymentIntentReply,
  type BookingPaymentStatusReply,
  type CreatePaymentIntentReply,
} from "#shared/api-replies.ts";
import type { BookingFormData } from "#shared/booking-schema.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";

/** A new payment intent; its amounts are euro cents computed by the server. */
export type CreatedPaymentIntent = Extract<CreatePaymentIntentReply, { clientSecret: string }>;

/**
 * create-payment-intent (docs/product/booking-and-payment.md#payment-page). The body keeps the shape the page has always sent,
 * amount included, but the server ignores the amount and prices the booking
 * from the database (docs/product/booking-and-payment.md#amounts). A failure without the server's
 * words is told in the page's language.
 */
export async function createPaymentIntent(
  body: {
    workshopId: string;
    amount: number;
    formData: BookingFormData;
    workshop: { id: string; title: string };
    /** The intent this one replaces (a retry after a declined card), so its seat hold ends now. */
    previous?: { paymentIntentId: string; clientSecret: string };
    acceptTerms: boolean;
    expressRequest: boolean;
  },
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
  return { ok: true, intent: reply };
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
