import * as z from "zod/mini";
import type { CreatePaymentIntentReply } from "#shared/api-replies.ts";
import { bookingPaymentAnswerOf, bookingPaymentText } from "#shared/booking-payment-answer.ts";
import {
  bookingFullDuringBurst,
  bookingFullNow,
  createBookingPayment,
} from "#server/bookings/booking-payment.server.ts";
import { jsonAction } from "#server/http/json-route.server.ts";
import { inStartSlot } from "#server/payments/seat-lane.server.ts";
import { allowPaymentStart } from "#server/payments/start-rate-limit.server.ts";
import { m } from "#shared/i18n/messages.ts";
import { asLanguage, pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";

// Asked by the payment page, in its language.
const paymentLocale = { locale: pageLanguage(paths.workshops) };

/**
 * POST /api/create-payment-intent { workshopId, amount, formData, workshop }
 * (docs/product/booking-and-payment.md#payment-page): answers { clientSecret, paymentIntentId,
 * finalAmount, discountAmount } in euro cents computed by the server, or { error }. The booking's
 * fields are checked by createBookingPayment, with the booking form's own messages.
 */
export const action = jsonAction({
  name: "Creating a booking payment intent",
  body: z.record(z.string(), z.unknown()),
  refuse: ({ status, message }): CreatePaymentIntentReply => ({
    error: status === 400 ? bookingPaymentText.invalidForm : message,
  }),
  failure: { error: bookingPaymentText.failure } satisfies CreatePaymentIntentReply,
  async handle(body, { context: { services, clientIp } }) {
    const started = await inStartSlot(
      async () => {
        // A full group has nothing to hold: answered before the rate limit's write (a burst's cheap path).
        const full = await bookingFullNow(services, body);
        if (full) return full;
        if (!(await allowPaymentStart(services, clientIp))) return "rate_limited" as const;
        return createBookingPayment(services, body, clientIp);
      },
      () => bookingFullDuringBurst(body),
    );
    const outcome = started.ok ? started.value : ({ ok: false, reason: "busy" } as const);
    if (outcome === "rate_limited")
      return { status: 429, body: { error: m.try_again_later({}, paymentLocale) } };
    // In the payment page's language (the body says it), as the family's messages will be.
    const answer = bookingPaymentAnswerOf(outcome, services.config.contactEmail, asLanguage(body.language));
    // A burst: the seats are not gone, so the parent is told to try again shortly.
    const busy = !outcome.ok && outcome.reason === "busy";
    return {
      status: answer.status,
      ...(busy && { headers: { "Retry-After": "5" } }),
      body: answer.body satisfies CreatePaymentIntentReply,
    };
  },
});
