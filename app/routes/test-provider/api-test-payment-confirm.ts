import * as z from "zod/mini";
import { jsonAction, jsonReply } from "#server/http/json-route.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";

/**
 * POST /api/test-payments/{paymentIntentId}/confirm { clientSecret, cardNumber }: the test provider's
 * stand-in for Stripe.js confirmCardPayment. 200 { status: 'succeeded' } or 402 { error: { message } };
 * not found while Stripe is the provider.
 */
export const action = jsonAction({
  name: "Confirming a test payment",
  body: z.object({
    clientSecret: z.string().check(z.minLength(1)),
    cardNumber: z.string().check(z.minLength(1)),
  }),
  refuse: ({ status, message }) => ({
    error: { message: status === 400 ? "clientSecret and cardNumber are required." : message },
  }),
  failure: { error: { message: "Something went wrong. Please try again." } },
  async handle({ clientSecret, cardNumber }, { params, context: { services } }) {
    if (services.payments.provider.name !== "test")
      return jsonReply({ error: { message: "Not found" } }, 404);
    const answer = await confirmTestPaymentIntent(
      services,
      params.paymentIntentId ?? "",
      clientSecret,
      cardNumber,
    );
    return { status: "error" in answer ? 402 : 200, body: answer };
  },
});
