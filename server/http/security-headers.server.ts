import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";

export type SecurityVariables = { cspNonce: string };

/** Stripe.js and its frames are the only third parties the pages load. */
function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://js.stripe.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    "frame-src https://js.stripe.com https://hooks.stripe.com",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Sets a fresh CSP nonce per request (read by the React renderer) and the
 * baseline security headers on every response.
 */
export function securityHeaders(options: { enforceCsp: boolean; publicUrlIsHttps: boolean }) {
  return createMiddleware<{ Variables: SecurityVariables }>(async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const headers = c.res.headers;
    const cspHeader = options.enforceCsp ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only";
    headers.set(cspHeader, contentSecurityPolicy(nonce));
    headers.set("X-Content-Type-Options", "nosniff");
    // A route may ask for less (the receipt's secret URL sends no referrer at all).
    if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set(
      "Permissions-Policy",
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    );
    const https =
      new URL(c.req.url).protocol === "https:" ||
      c.req.header("x-forwarded-proto") === "https" ||
      options.publicUrlIsHttps;
    if (https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  });
}
