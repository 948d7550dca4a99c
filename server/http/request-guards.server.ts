import type { Context, Next } from "hono";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { errorResponse } from "./error-pages.server.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Webhooks come from the provider's servers (signed, no Origin); Better Auth checks its own origins.
const API_WITHOUT_BROWSER_GUARD = /^\/api\/(webhooks\/|auth(\/|$))/;

// The endpoints that start a payment or read a code: JSON only, so that no HTML form or
// `text/plain` fetch of another site can reach them without a CORS preflight (which fails).
const JSON_ONLY_API = [
  /^\/api\/create-payment-intent\/?$/,
  /^\/api\/checkout\/productivity\/?$/,
  /^\/api\/workshops\/[^/]+\/discount\/?$/,
  /^\/api\/test-payments\/[^/]+\/confirm\/?$/,
];

// The site's forms post URL-encoded (React Router's default; none uploads a file): a multipart
// body has nothing to do here, and a broken one would fail the form parser with a 500.
const FORM_TYPES = ["application/x-www-form-urlencoded"];

const mediaType = (c: Context) => (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * State-changing API requests: from the site's own pages only (Origin / Sec-Fetch-Site), and with
 * the body type the endpoint reads (415 otherwise). The public endpoints that take forms also take
 * JSON; the payment ones take JSON alone.
 */
export function apiRequestGuard(publicUrl: string) {
  return async (c: Context, next: Next) => {
    if (SAFE_METHODS.has(c.req.method) || API_WITHOUT_BROWSER_GUARD.test(c.req.path)) return next();
    if (!isSameOriginRequest(c.req.raw, publicUrl)) return errorResponse(c, 403, "not_same_origin");
    const type = mediaType(c);
    const allowed = JSON_ONLY_API.some((pattern) => pattern.test(c.req.path))
      ? ["application/json"]
      : ["application/json", ...FORM_TYPES];
    if (!allowed.includes(type)) return errorResponse(c, 415, "unsupported_body");
    return next();
  };
}

/**
 * Page actions read HTML forms: any other body (JSON, text, multipart, none at all) is refused with 415
 * before React Router, whose form parser would otherwise fail with a 500.
 */
export function pageFormGuard() {
  return async (c: Context, next: Next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith("/api/")) return next();
    if (!FORM_TYPES.includes(mediaType(c))) return errorResponse(c, 415, "unsupported_body");
    return next();
  };
}
