import type { Services } from "../services.ts";
import { bookingMetadata, type BookingDetails } from "./booking-details.ts";
import { attachProviderObject, placeHold, releaseHold, type Hold } from "./holds.ts";
import type { SeatTarget } from "./seats.ts";

export type StartPaymentRequest = SeatTarget & {
  details: BookingDetails;
  /** Already validated by the caller; the cents it takes off the database price. */
  discount?: { codeId: string; code: string; amount: number };
} & (
    | {
        kind: "checkout";
        /** Absolute; may contain {CHECKOUT_SESSION_ID}. */
        successUrl: string;
        /** Absolute; {HOLD_ID} is replaced by the hold's id (to release it on return). */
        cancelUrl: string;
      }
    | { kind: "payment_intent" }
  );

export type StartPaymentOutcome =
  | {
      ok: true;
      hold: Hold;
      providerId: string;
      /** Checkout: the hosted page to send the browser to. */
      url?: string;
      /** Payment intent: for the card form (Stripe.js, or the test provider's confirm endpoint). */
      clientSecret?: string;
    }
  | {
      ok: false;
      reason: "not_found" | "sold_out" | "discount_unavailable" | "below_card_minimum" | "provider_error";
    };

/**
 * Holds a seat (and a discount use), then asks the provider for a hosted checkout session or a
 * payment intent for the amount computed from the database. If the provider fails, the hold is
 * released at once.
 */
export async function startPayment(
  services: Pick<Services, "db" | "config" | "logger" | "payments">,
  request: StartPaymentRequest,
): Promise<StartPaymentOutcome> {
  const { db, config, logger } = services;
  const provider = services.payments.provider;
  const placed = await placeHold(db, {
    kind: request.kind,
    provider: provider.name,
    workshopId: request.workshopId,
    scheduleOptionId: request.scheduleOptionId,
    discount: request.discount,
    customerEmail: request.details.parentEmail,
    metadata: (found) =>
      bookingMetadata(request.details, {
        workshopId: request.workshopId,
        workshopTitle: found.workshopTitle,
        selectedDate: found.scheduleLabel,
      }),
    holdMinutes: config.checkoutHoldMinutes,
  });
  if (!placed.ok) return placed;
  const { hold } = placed;
  const metadata = { ...hold.metadata, checkout_id: hold.id };
  try {
    if (request.kind === "checkout") {
      // Stripe wants expires_at at least 30 minutes ahead; a session paid in its last seconds
      // after the hold ended goes through fulfilment's late-payment path.
      const expiresAt = new Date(Math.max(hold.holdExpiresAt.getTime(), Date.now() + 30 * 60_000 + 30_000));
      const session = await provider.createCheckoutSession({
        amount: hold.amountTotal,
        currency: "eur",
        productName: hold.workshopTitle,
        productDescription: hold.scheduleLabel || undefined,
        customerEmail: request.details.parentEmail,
        metadata,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl.replace("{HOLD_ID}", hold.id),
        expiresAt,
        idempotencyKey: hold.id,
        clientReferenceId: hold.id,
      });
      await attachProviderObject(db, hold.id, { id: session.id });
      return { ok: true, hold, providerId: session.id, url: session.url };
    }
    const intent = await provider.createPaymentIntent({
      amount: hold.amountTotal,
      currency: "eur",
      description: hold.workshopTitle,
      customerEmail: request.details.parentEmail,
      metadata,
      idempotencyKey: hold.id,
    });
    await attachProviderObject(db, hold.id, { id: intent.id, clientSecret: intent.clientSecret });
    return { ok: true, hold, providerId: intent.id, clientSecret: intent.clientSecret };
  } catch (error) {
    logger.error({ err: error, holdId: hold.id }, "Payment provider refused to start a payment");
    await releaseHold(db, { id: hold.id }, "failed");
    return { ok: false, reason: "provider_error" };
  }
}
