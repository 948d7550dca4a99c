import { z } from "zod";
import { confirmTestPaymentIntent } from "#server/payments/test-customer.server.ts";
import type { Route } from "./+types/api-test-payment-confirm";

const body = z.object({ clientSecret: z.string().min(1), cardNumber: z.string().min(1) });

/**
 * POST /api/test-payments/{paymentIntentId}/confirm { clientSecret, cardNumber }: the test provider's
 * stand-in for Stripe.js confirmCardPayment. 200 { status: 'succeeded' } or 402 { error: { message } }.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { services } = context;
  if (services.payments.provider.name !== "test" || request.method !== "POST")
    return Response.json({ error: { message: "Not found" } }, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json(
      { error: { message: "clientSecret and cardNumber are required." } },
      { status: 400 },
    );
  const answer = await confirmTestPaymentIntent(
    services,
    params.paymentIntentId,
    parsed.data.clientSecret,
    parsed.data.cardNumber,
  );
  return Response.json(answer, {
    status: "error" in answer ? 402 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}
