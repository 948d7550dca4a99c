import { randomBytes } from "node:crypto";
import { bookingMetadata, providerMetadata, type BookingDetails } from "./booking-details.server.ts";
import { fulfilPayment, type FulfilmentServices } from "./fulfil-payment.server.ts";
import {
  attachProviderObject,
  placeHold,
  releaseHold,
  type Hold,
  type HoldOutcome,
} from "#server/seats/holds.server.ts";
import type { SeatTarget } from "#server/seats/seats.server.ts";
import type { CheckoutConsent, ConsentRefusal } from "#shared/checkout-consent.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import { judgeConsent } from "#server/seats/checkout-consent.server.ts";

export type StartPaymentRequest = SeatTarget & {
  details: BookingDetails;
  /** Already validated by the caller; the cents it takes off the database price. */
  discount?: { codeId: string; code: string; amount: number };
  /** The visitor's address: live holds are capped per address and per e-mail (config holdLimits). */
  clientIp?: string;
  /** A waiting-list offer's token: the payment takes the seat the offer holds (placeHold). */
  offerToken?: string;
  /** The terms accepted, and the early start asked for (checked here: nothing is held without them). */
  consent: CheckoutConsent;
  /** The group's schedule, when the caller has read it (its first session decides the express request). */
  group?: GroupSchedule & { id: string };
  /** The caller has just asked whether the group is full (placeHold's fullChecked). */
  fullChecked?: boolean;
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
      /** The total was zero: the booking is already confirmed, no provider was asked. */
      free?: boolean;
    }
  | {
      ok: false;
      /** The hold's refusals (placeHold), the terms' (judgeConsent), or the provider's failure. */
      reason: Extract<HoldOutcome, { ok: false }>["reason"] | "provider_error" | ConsentRefusal;
      /** Sold out for this order: the seats still free. */
      seatsLeft?: number;
    };

/** The provider name of holds confirmed without a payment (a discount covering the whole price). */
const FREE_PROVIDER = "free";

/**
 * A total of zero is not a payment: no provider would take it. The hold gets an id and secret of
 * our own (so the status and success pages find it like any other) and is confirmed at once by the
 * same fulfilment as a paid one: booking, seat, discount use and confirmation e-mail.
 */
async function confirmFreeHold(services: FulfilmentServices, request: StartPaymentRequest, hold: Hold) {
  const id = `free_${randomBytes(12).toString("hex")}`;
  const clientSecret = `${id}_secret_${randomBytes(12).toString("hex")}`;
  await attachProviderObject(services.db, hold.id, { id, clientSecret, provider: FREE_PROVIDER });
  const outcome = await fulfilPayment(services, {
    id,
    kind: request.kind,
    status: "paid",
    amount: 0,
    currency: "eur",
    customerEmail: request.details.parentEmail,
    metadata: hold.metadata,
    paymentIntentId: null,
  });
  // The hold was placed under the seat lock a moment ago, so its seat is there.
  if (outcome.status !== "confirmed") throw new Error(`Free booking not confirmed: ${outcome.status}`);
  return {
    ok: true as const,
    hold,
    providerId: id,
    clientSecret,
    free: true,
    url: request.kind === "checkout" ? request.successUrl.replace("{CHECKOUT_SESSION_ID}", id) : undefined,
  };
}

/**
 * Holds a seat (and a discount use), then asks the provider for a hosted checkout session or a
 * payment intent for the amount computed from the database. If the provider fails, the hold is
 * released at once. A total of zero is confirmed without a provider (and released the same way if
 * that fails).
 */
export async function startPayment(
  services: FulfilmentServices,
  request: StartPaymentRequest,
): Promise<StartPaymentOutcome> {
  const { db, config, logger } = services;
  const provider = services.payments.provider;
  const consent = await judgeConsent(db, request);
  if (!consent.ok) return consent;
  const placed = await placeHold(db, {
    kind: request.kind,
    provider: provider.name,
    workshopId: request.workshopId,
    groupId: request.groupId,
    // One seat per teen of the order, held all together or not at all.
    seats: 1 + (request.details.moreTeens?.length ?? 0),
    discount: request.discount,
    customerEmail: request.details.parentEmail,
    language: request.details.language,
    metadata: (found) =>
      bookingMetadata(request.details, {
        workshopId: request.workshopId,
        workshopTitle: found.workshopTitle,
        selectedDate: found.scheduleLabel,
      }),
    // A hosted checkout cannot be extended (Stripe's session lives 30 minutes at least); the
    // booking flow's card form holds for a short time, renewed while its page polls.
    holdMinutes: request.kind === "checkout" ? config.checkoutHoldMinutes : config.bookingHoldMinutes,
    limits: { clientIp: request.clientIp, ...config.holdLimits },
    offerToken: request.offerToken,
    consent: consent.record,
    fullChecked: request.fullChecked,
  });
  if (!placed.ok) return placed;
  const { hold } = placed;
  const metadata = providerMetadata({ ...hold.metadata, checkout_id: hold.id });
  try {
    if (hold.amountTotal === 0) return await confirmFreeHold(services, request, hold);
    if (request.kind === "checkout") {
      // Stripe wants expires_at at least 30 minutes ahead; a session paid in its last seconds
      // after the hold ended goes through fulfilment's late-payment path.
      const expiresAt = new Date(Math.max(hold.holdExpiresAt.getTime(), Date.now() + 30 * 60_000 + 30_000));
      const session = await provider.createCheckoutSession({
        amount: hold.amountTotal,
        quantity: hold.seats,
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
    logger.error(
      { err: error, holdId: hold.id },
      "Starting a payment failed (provider, or a free booking's confirmation)",
    );
    await releaseHold(db, { id: hold.id }, "failed");
    return { ok: false, reason: "provider_error" };
  }
}
