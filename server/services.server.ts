import type pg from "pg";
import type { Auth } from "#server/auth/auth.server.ts";
import type { Config } from "./config.server.ts";
import type { Database } from "#server/db/client.server.ts";
import type { MailTransport } from "#server/email/transport.server.ts";
import type { Logger } from "./logger.server.ts";
import type { PaymentServices } from "#server/payments/payment-services.server.ts";

/** Everything a request handler may use; built once in main.ts and passed down. */
export type Services = {
  config: Config;
  db: Database;
  pool: pg.Pool;
  logger: Logger;
  /** Better Auth: accounts, sessions, e-mail verification, password reset (server/auth). */
  auth: Auth;
  /** The payment provider (Stripe, or the built-in test provider) and its webhook secret (server/payments). */
  payments: PaymentServices;
  mail: {
    transport: MailTransport;
    /** Ask the outbox worker to send queued messages now (after the queuing transaction committed). */
    wake: () => void;
  };
};
