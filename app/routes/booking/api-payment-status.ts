import { paths } from "#shared/paths.ts";
import { bookingPaymentStatus } from "#server/bookings/booking-payment-status.server.ts";
import type { Route } from "./+types/api-payment-status";

/**
 * GET /api/payment-intents/{paymentIntentId}?clientSecret=...: the booking
 * behind a payment intent, for /payment-processing. Without the intent's
 * client secret it is not found.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const clientSecret = new URL(request.url).searchParams.get("clientSecret") ?? "";
  const headers = { "Cache-Control": "no-store" };
  if (!clientSecret || clientSecret.length > 255)
    return Response.json({ state: "not_found" }, { status: 404, headers });
  try {
    const status = await bookingPaymentStatus(context.services, {
      paymentIntentId: params.paymentIntentId,
      clientSecret,
    });
    if (status.state === "paid") {
      const { receiptToken, ...rest } = status;
      return Response.json({ ...rest, receiptUrl: paths.receipt(receiptToken) }, { headers });
    }
    return Response.json(status, { status: status.state === "not_found" ? 404 : 200, headers });
  } catch (error) {
    context.services.logger.error({ err: error }, "Reading a booking payment's status failed");
    return Response.json({ state: "error" }, { status: 500, headers });
  }
}
