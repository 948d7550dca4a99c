import type { Services } from "../../server/services.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The per-request Content-Security-Policy nonce set by the HTTP server. */
    cspNonce: string;
  }
}

export {};
