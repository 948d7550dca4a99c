import { randomFillSync } from "node:crypto";
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

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

/** 128 random bits, each used once; drawn from the CSPRNG 256 nonces at a time (one call instead of 256). */
function freshNonce() {
  if (randomOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomFillSync(Buffer.alloc(NONCE_BYTES * NONCES_PER_DRAW));
    randomOffset = 0;
  }
  const nonce = randomPool.toString("base64", randomOffset, randomOffset + NONCE_BYTES);
  randomOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Sets a fresh CSP nonce per request (read by the React renderer) and the
 * baseline security headers on every response.
 */
export function securityHeaders(options: { enforceCsp: boolean; publicUrlIsHttps: boolean }) {
  return createMiddleware<{ Variables: SecurityVariables }>(async (c, next) => {
    const nonce = freshNonce();
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
      c.req.url.startsWith("https:") ||
      c.req.header("x-forwarded-proto") === "https" ||
      options.publicUrlIsHttps;
    if (https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  });
}
