import { createBookingPayment, bookingPaymentText } from "#server/bookings/booking-payment.server.ts";
import { allowPaymentStart } from "#server/payments/start-rate-limit.server.ts";
import type { Route } from "./+types/api-create-payment-intent";

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/create-payment-intent { workshopId, amount, formData, workshop }
 * (docs/product/booking-and-payment.md#payment-page): answers { clientSecret, paymentIntentId, finalAmount,
 * discountAmount } in euro cents computed by the server, or { error }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405);
  const body: unknown = await request.json().catch(() => null);
  try {
    if (!(await allowPaymentStart(services, clientIp)))
      return json({ error: "Too many attempts. Please try again later." }, 429);
    const answer = await createBookingPayment(services, body);
    return json(answer.body, answer.status);
  } catch (error) {
    services.logger.error({ err: error }, "Creating a booking payment intent failed");
    return json({ error: bookingPaymentText.failure }, 500);
  }
}
