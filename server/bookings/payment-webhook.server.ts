import { eq } from "drizzle-orm";
import { webhookEvents } from "#server/db/schema.server.ts";
import { fulfilPayment, type FulfilmentServices } from "./fulfil-payment.server.ts";
import { releaseHold } from "#server/seats/holds.server.ts";
import { WebhookSignatureError, type PaymentEvent } from "#server/payments/provider.server.ts";

/** What a delivery came to; server/app.server.ts gives it its status and body for the provider. */
export type WebhookOutcome =
  { ok: true; duplicate: boolean } | { ok: false; reason: "invalid_signature" | "invalid_event" };

async function apply(services: FulfilmentServices, event: PaymentEvent) {
  const payment = event.payment;
  if (!payment) return;
  switch (event.action) {
    case "paid":
      await fulfilPayment(services, payment);
      return;
    case "failed":
      await releaseHold(services.db, { providerPaymentId: payment.id }, "failed");
      return;
    case "expired":
      await releaseHold(
        services.db,
        { providerPaymentId: payment.id },
        payment.kind === "payment_intent" ? "cancelled" : "expired",
      );
      return;
    default:
      return;
  }
}

/**
 * POST /api/webhooks/stripe (and the test provider's deliveries): verifies the signature over the
 * raw body, skips an event id already handled, applies the event, then records its id. Recording
 * after success means a failed attempt is retried by the provider; applying is idempotent, so two
 * deliveries racing each other still give one booking.
 */
export async function handleStripeWebhook(
  services: FulfilmentServices,
  rawBody: string,
  signature: string | null | undefined,
): Promise<WebhookOutcome> {
  let event: PaymentEvent;
  try {
    event = await services.payments.provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      services.logger.warn({ reason: error.message }, "Webhook refused: bad signature");
      return { ok: false, reason: "invalid_signature" };
    }
    throw error;
  }
  // Signed but malformed (no id to record it under): refused, never a 500.
  if (typeof event.id !== "string" || event.id === "" || event.id.length > 255) {
    services.logger.warn("Webhook refused: event without an id");
    return { ok: false, reason: "invalid_event" };
  }
  const [seen] = await services.db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, event.id));
  if (seen) return { ok: true, duplicate: true };

  await apply(services, event);
  await services.db
    .insert(webhookEvents)
    .values({ id: event.id, provider: services.payments.provider.name, type: event.type })
    .onConflictDoNothing();
  return { ok: true, duplicate: false };
}
