import type { Services } from "#server/services.server.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The per-request Content-Security-Policy nonce set by the HTTP server. */
    cspNonce: string;
    /** The visitor's address (see server/http/client-ip.server.ts), for per-client rate limits. */
    clientIp: string;
    /** Logs a loader's or action's error (short for a lost database, which then answers 503). */
    reportError: (error: unknown) => void;
  }
}

export {};
