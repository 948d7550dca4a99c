import type { Context, Next } from "hono";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { errorResponse } from "./error-pages.server.ts";
import {
  isRefusedFormData,
  isRefusedJson,
  isRefusedQuery,
  isRefusedUrl,
  utf8Text,
} from "./refused-text.server.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Webhooks come from the provider's servers (signed, no Origin).
const API_WITHOUT_BROWSER_GUARD = /^\/api\/webhooks\//;
// Better Auth reads its own bodies (sign-out has none): the origin is checked here, the type is its own.
const AUTH_API = /^\/api\/auth(\/|$)/;

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
 * JSON; the payment ones take JSON alone. Better Auth's endpoints (/api/auth/*) too, with or
 * without a cookie: Better Auth checks the origin only of requests that carry one, and a reset,
 * verification e-mail or sign-out sent from another site needs none.
 */
export function apiRequestGuard(publicUrl: string) {
  return async (c: Context, next: Next) => {
    if (SAFE_METHODS.has(c.req.method) || API_WITHOUT_BROWSER_GUARD.test(c.req.path)) return next();
    if (!isSameOriginRequest(c.req.raw, publicUrl)) return errorResponse(c, 403, "not_same_origin");
    if (AUTH_API.test(c.req.path)) return next();
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

// Signed by the provider over its exact bytes; refusing one would only make the provider send it again.
const WEBHOOKS = /^\/api\/webhooks\//;

/**
 * The body's length as its headers declare it, or undefined when they do not (a chunked body, or
 * none declared): read from the headers alone, because reading `body` builds the whole web request
 * and its stream, a cost a burst of payment starts pays a thousand times
 * (docs/decisions/019-bursts-and-holds.md).
 */
export function declaredBodyLength(c: Context) {
  const length = c.req.header("content-length");
  return length === undefined || c.req.header("transfer-encoding") !== undefined ? undefined : Number(length);
}

/** Whether the request has a body: from its declared length, else by looking at it. */
function hasBody(c: Context) {
  const length = declaredBodyLength(c);
  return length === undefined ? c.req.raw.body !== null : length > 0;
}

/**
 * The one place text PostgreSQL refuses is turned away, before any route or query runs
 * (server/http/refused-text.server.ts): in the path (route parameters), the query string, and a
 * form, JSON or multipart body. Answers 400: the site's error page, or JSON under /api.
 */
export function refusedTextGuard() {
  return async (c: Context, next: Next) => {
    if (isRefusedUrl(c.req.url)) return errorResponse(c, 400, "invalid_text");
    if (SAFE_METHODS.has(c.req.method) || !hasBody(c) || WEBHOOKS.test(c.req.path)) return next();
    const type = mediaType(c);
    const isJson = type === "application/json" || type.endsWith("+json");
    if (isJson || FORM_TYPES.includes(type)) {
      // Read once (the body limit, server/app.server.ts, still applies), straight from the socket
      // (the web request and its stream are never built), and handed on as the request's body: a
      // clone would tee the stream, a cost every payment start paid twice.
      const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
      const text = utf8Text(bytes);
      if (text === undefined || (isJson ? isRefusedJson(text) : isRefusedQuery(text)))
        return errorResponse(c, 400, "invalid_text");
      const { url, method, headers, signal } = c.req.raw;
      c.req.raw = new Request(url, { method, headers, signal, body: bytes });
    } else if (type === "multipart/form-data") {
      // A body that does not parse is the route's to refuse (the page guard answers 415).
      const form = await c.req.raw
        .clone()
        .formData()
        .catch(() => undefined);
      if (form && isRefusedFormData(form)) return errorResponse(c, 400, "invalid_text");
    }
    return next();
  };
}

const BACK_OFFICE = /^\/(api\/)?admin(\/|$)/;

/**
 * Every back-office answer, pages, exports, print views, data downloads and refusals alike, is
 * kept by no cache: each holds families' and teens' details
 * (docs/product/accounts-and-back-office.md#csv-exports).
 */
export function backOfficeNoStore() {
  return async (c: Context, next: Next) => {
    await next();
    if (!BACK_OFFICE.test(c.req.path)) return;
    const current = c.res.headers.get("Cache-Control") ?? "";
    if (!/\bno-store\b/.test(current)) c.res.headers.set("Cache-Control", "private, no-store");
  };
}
