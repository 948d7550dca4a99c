import { jsonLoader } from "#server/http/json-route.server.ts";
import { paymentStatus } from "#server/bookings/payment-status.server.ts";
import type { PaymentSessionReply } from "#shared/api-replies.ts";

/**
 * GET /api/checkout/sessions/{id}: the success page's view of a hosted checkout (confirms it if
 * paid). The session id comes from the provider's redirect and is the secret; a booking payment
 * intent's id is not one (its details need the client secret, /api/payment-intents/{id}).
 */
export const loader = jsonLoader({
  name: "Reading a checkout session",
  async handle({ params, context }) {
    const id = params.sessionId ?? "";
    const status: PaymentSessionReply = /^[A-Za-z0-9_]{8,255}$/.test(id)
      ? await paymentStatus(context.services, id, { kind: "checkout" })
      : { state: "not_found" };
    return { status: status.state === "not_found" ? 404 : 200, body: status };
  },
});
