import { createHmac } from "node:crypto";
import type { Config } from "#server/config.server.ts";
import type { Database } from "#server/db/client.server.ts";
import type { PaymentProvider } from "./provider.server.ts";
import { createStripeProvider } from "./stripe.server.ts";
import { createTestProvider } from "./test-provider.server.ts";

export type PaymentServices = {
  provider: PaymentProvider;
  /** The secret the webhook signatures are checked with (the test provider signs with it too). */
  webhookSecret: string;
};

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test provider, whose webhook secret
 * is STRIPE_WEBHOOK_SECRET or one derived from the auth secret (shared by every process of a site).
 */
export function createPaymentServices(config: Config, db: Database, authSecret: string): PaymentServices {
  if (config.stripe.secretKey) {
    return {
      provider: createStripeProvider({
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
        apiBase: config.stripe.apiBase,
      }),
      webhookSecret: config.stripe.webhookSecret ?? "",
    };
  }
  const webhookSecret =
    config.stripe.webhookSecret ??
    `whsec_${createHmac("sha256", authSecret).update("test-provider-webhooks").digest("hex")}`;
  return {
    provider: createTestProvider({ db, publicUrl: config.publicUrl, webhookSecret }),
    webhookSecret,
  };
}
