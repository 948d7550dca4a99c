import type Stripe from "stripe";
import { RefundRefusedError, type PaymentProvider } from "./provider.server.ts";
import { paymentFromCheckoutSession, paymentFromIntent, verifyStripeEvent } from "./stripe-events.server.ts";

type StripeSdk = typeof Stripe;

let sdk: Promise<StripeSdk> | undefined;
/**
 * The SDK (about 8 MB once loaded), imported on the provider's first call, so that a server without
 * a Stripe key (the test provider) never loads it.
 */
const loadStripe = () => (sdk ??= import("stripe").then((module) => module.default));

/** Stripe keeps at most 500 characters per metadata value. */
function stripeMetadata(metadata: Record<string, string>) {
  return Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, value.slice(0, 500)]));
}

/** A 4xx other than a conflict or a rate limit: Stripe looked at the request and said no. */
function isRefusal(error: unknown, sdk: StripeSdk): error is Stripe.errors.StripeError {
  if (!(error instanceof sdk.errors.StripeError)) return false;
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}

function isMissing(error: unknown, sdk: StripeSdk) {
  return error instanceof sdk.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/**
 * Stripe through the official SDK. `apiBase` (STRIPE_API_BASE) points the SDK at another host,
 * e.g. a local fake in tests.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string | undefined;
  apiBase?: string;
}): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  let client: Promise<Stripe> | undefined;
  const connect = () =>
    (client ??= loadStripe().then(
      (Sdk) =>
        new Sdk(options.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          ...(base && {
            host: base.hostname,
            port: base.port || (base.protocol === "http:" ? 80 : 443),
            protocol: base.protocol === "http:" ? "http" : "https",
          }),
        }),
    ));

  return {
    name: "stripe",
    async createCheckoutSession(request) {
      const stripe = await connect();
      // Several teens show as "N × the price of one" when a discount left the total divisible; else one line.
      const each = request.amount / request.quantity;
      const line = Number.isInteger(each)
        ? { quantity: request.quantity, unitAmount: each }
        : { quantity: 1, unitAmount: request.amount };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: line.quantity,
              price_data: {
                currency: request.currency,
                unit_amount: line.unitAmount,
                product_data: {
                  name: request.productName,
                  ...(request.productDescription && { description: request.productDescription }),
                },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.clientReferenceId,
          metadata: stripeMetadata(request.metadata),
          payment_intent_data: { metadata: stripeMetadata(request.metadata) },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `checkout-${request.idempotencyKey}` },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a url");
      return { id: session.id, url: session.url };
    },
    async createPaymentIntent(request) {
      const stripe = await connect();
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          receipt_email: request.customerEmail,
          metadata: stripeMetadata(request.metadata),
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `intent-${request.idempotencyKey}` },
      );
      if (!intent.client_secret) throw new Error("Stripe returned a payment intent without a client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveCheckoutSession(id) {
      const stripe = await connect();
      try {
        return paymentFromCheckoutSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (isMissing(error, await loadStripe())) return null;
        throw error;
      }
    },
    async retrievePaymentIntent(id) {
      const stripe = await connect();
      try {
        return paymentFromIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissing(error, await loadStripe())) return null;
        throw error;
      }
    },
    async expireCheckoutSession(id) {
      const stripe = await connect();
      const session = await stripe.checkout.sessions.retrieve(id);
      if (session.status === "open") await stripe.checkout.sessions.expire(id);
    },
    async cancelPaymentIntent(id) {
      const stripe = await connect();
      const intent = await stripe.paymentIntents.retrieve(id);
      if (!["succeeded", "canceled", "processing"].includes(intent.status))
        await stripe.paymentIntents.cancel(id);
    },
    async refund(paymentIntentId, idempotencyKey, amount) {
      const stripe = await connect();
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            reason: "requested_by_customer",
            ...(amount !== undefined && { amount }),
          },
          { idempotencyKey },
        );
        return { id: refund.id };
      } catch (error) {
        if (isRefusal(error, await loadStripe())) throw new RefundRefusedError(error.message);
        throw error;
      }
    },
    async parseWebhook(rawBody, signature) {
      // Without a secret nothing can be verified, so nothing is accepted.
      return verifyStripeEvent(rawBody, signature, options.webhookSecret ?? "");
    },
  };
}
