import type pg from "pg";
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { MailTransport } from "./email/transport.ts";
import type { Logger } from "./logger.ts";
import type { PaymentServices } from "./payments/payment-services.ts";

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
