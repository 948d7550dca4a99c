import { paths } from "#shared/paths.ts";
import type { BookingPaymentStatusAnswer } from "#shared/api-answers.ts";
import { bookingPaymentStatus } from "#server/bookings/booking-payment-status.server.ts";
import { jsonLoader } from "#server/http/json-route.server.ts";

const notFound = { status: 404, body: { state: "not_found" } satisfies BookingPaymentStatusAnswer };

/**
 * GET /api/payment-intents/{paymentIntentId}?clientSecret=...: the booking behind a payment intent,
 * for /payment-processing. Without the intent's client secret it is not found.
 */
export const loader = jsonLoader({
  name: "Reading a booking payment's status",
  failure: { state: "error" } satisfies BookingPaymentStatusAnswer,
  async handle({ params, request, context }) {
    const clientSecret = new URL(request.url).searchParams.get("clientSecret") ?? "";
    if (!clientSecret || clientSecret.length > 255) return notFound;
    const status = await bookingPaymentStatus(context.services, {
      paymentIntentId: params.paymentIntentId ?? "",
      clientSecret,
    });
    if (status.state === "not_found") return notFound;
    if (status.state !== "paid") return { body: status satisfies BookingPaymentStatusAnswer };
    const { receiptToken, inGroup, ...rest } = status;
    const receiptUrl = paths.receipt(receiptToken);
    const bookingUrl = paths.bookingPage(receiptToken);
    const calendarUrl = inGroup ? paths.bookingCalendar(receiptToken) : null;
    return { body: { ...rest, receiptUrl, bookingUrl, calendarUrl } satisfies BookingPaymentStatusAnswer };
  },
});
