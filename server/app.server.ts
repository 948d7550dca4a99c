import { paths } from "#shared/paths.ts";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { AppLoadContext } from "react-router";
import { clientIp } from "#server/http/client-ip.server.ts";
import { isDatabaseUnavailable } from "#server/db/errors.server.ts";
import { errorResponse } from "#server/http/error-pages.server.ts";
import {
  apiRequestGuard,
  backOfficeNoStore,
  declaredBodyLength,
  pageFormGuard,
  refusedTextGuard,
} from "#server/http/request-guards.server.ts";
import { createPublicPageCache } from "#server/http/public-page-cache.server.ts";
import { routerRequest } from "#server/http/router-request.server.ts";
import { securityHeaders, type SecurityVariables } from "#server/http/security-headers.server.ts";
import { oneClickUnsubscribe } from "#server/newsletter/unsubscribe.server.ts";
import { handleStripeWebhook } from "#server/bookings/payment-webhook.server.ts";
import type { Services } from "./services.server.ts";

export type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export type AppOptions = {
  services: Services;
  /** The React Router request handler (server build or Vite dev server). */
  handleRequest: RequestHandler;
  /** Directory of the built browser assets; omitted in development (Vite serves them). */
  clientAssetsDir?: string;
  /**
   * Keep the HTML of the public pages that are the same for every visitor (server/http/public-page-cache.server.ts).
   * On by default with built assets (production); off in development, where the code changes under it.
   */
  cachePublicPages?: boolean;
};

/** The pages an anonymous visitor sees identically, answered from the cache while the content version holds. */
const CACHED_PUBLIC_PAGES = [paths.home, paths.workshops, paths.productivity];

const MAX_BODY_BYTES = 1024 * 1024;

async function databaseAnswers(services: Pick<Services, "pool">, timeoutMs = 2000) {
  try {
    await Promise.race([
      services.pool.query("select 1"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), timeoutMs).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}

const isPageOrJson = (response: Response) =>
  /^(text\/html|application\/json)\b/.test(response.headers.get("content-type") ?? "");

const shortReason = (error: unknown) =>
  error instanceof Error
    ? error.cause instanceof Error
      ? error.cause.message
      : error.message
    : String(error);

export function createApp({
  services,
  handleRequest,
  clientAssetsDir,
  cachePublicPages = clientAssetsDir !== undefined,
}: AppOptions) {
  const { config, logger } = services;
  const app = new Hono<{ Variables: SecurityVariables }>();

  app.use(
    securityHeaders({
      enforceCsp: config.env !== "development",
      publicUrlIsHttps: config.publicUrl.startsWith("https://"),
    }),
  );
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, "too_large"),
  });
  // No route reads the body of a GET or HEAD; looking at it would build the whole request for nothing.
  // A declared length is judged from the headers alone; a chunked body is counted as it streams.
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = declaredBodyLength(c);
    if (length === undefined) return limitBody(c, next);
    return length > MAX_BODY_BYTES ? errorResponse(c, 413, "too_large") : next();
  });
  app.use(backOfficeNoStore());
  // Before anything that may query: a NUL, a lone surrogate or broken UTF-8 anywhere answers 400.
  app.use(refusedTextGuard());

  app.get("/healthz", async (c) => {
    const ok = await databaseAnswers(services);
    c.header("Cache-Control", "no-store");
    return ok ? c.json({ status: "ok" }) : c.json({ status: "degraded" }, 503);
  });

  app.use("/api/*", apiRequestGuard(config.publicUrl));
  // RFC 8058 one-click unsubscribe: answered here, without a page, and before the page-form guard
  // (the RFC asks mail clients for a multipart body, which pages do not take); other POSTs reach the page.
  app.post(paths.newsletterUnsubscribe, async (c, next) => {
    const answer = await oneClickUnsubscribe(services.db, c.req.raw);
    if (answer) return answer;
    await next();
  });
  app.use("*", pageFormGuard());

  if (clientAssetsDir) {
    // The JSON APIs answer a few hundred bytes without a Content-Length, which compress() would
    // gzip anyway: a cost on the payment paths for nothing. Pages, assets and exports are compressed.
    const compressor = compress();
    app.use("*", (c, next) => (c.req.path.startsWith(paths.apiPrefix) ? next() : compressor(c, next)));
  }
  // Before the static files: a cached page is answered without looking for a file on disk first.
  if (cachePublicPages) {
    app.use("*", createPublicPageCache({ pool: services.pool, paths: CACHED_PUBLIC_PAGES }).middleware);
  }
  if (clientAssetsDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientAssetsDir,
        // The .br and .gz copies scripts/compress-assets.mjs wrote at build time.
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientAssetsDir,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  // Raw body: the signature covers the exact bytes Stripe sent.
  app.post(paths.stripeWebhook, async (c) => {
    const outcome = await handleStripeWebhook(services, await c.req.text(), c.req.header("stripe-signature"));
    c.header("Cache-Control", "no-store");
    if (!outcome.ok)
      return c.json(
        { error: outcome.reason === "invalid_signature" ? "Invalid signature" : "Invalid event" },
        400,
      );
    return c.json(outcome.duplicate ? { received: true, duplicate: true } : { received: true }, 200);
  });

  const render = async (c: Context<{ Variables: SecurityVariables }>) => {
    let databaseFailed = false;
    const response = await handleRequest(routerRequest(c.req.raw, config), {
      services,
      cspNonce: c.get("cspNonce"),
      clientIp: clientIp(c, config.trustProxy),
      reportError: (error) => {
        if (isDatabaseUnavailable(error)) {
          databaseFailed = true;
          logger.warn({ path: c.req.path, reason: shortReason(error) }, "Database unavailable");
        } else {
          logger.error({ err: error, path: c.req.path }, "Request error");
        }
      },
    });
    // A loader or action that met a lost database (or caught the error itself and answered 500):
    // the visitor gets the short "back in a minute" answer, never a broken page.
    // The probe's default 2 s: under a full test suite on two cores, 1 s once took a live database for a lost one.
    if (response.status >= 500 && (databaseFailed || !(await databaseAnswers(services)))) {
      await response.body?.cancel().catch(() => undefined);
      return errorResponse(c, 503, "unavailable");
    }
    // A resource route that threw gets React Router's last-resort plain-text 500: the visitor gets
    // the site's error page (or JSON under /api) instead, like any other unexpected error.
    if (response.status >= 500 && !isPageOrJson(response)) {
      await response.body?.cancel().catch(() => undefined);
      return errorResponse(c, 500, "failure");
    }
    return response;
  };

  // API resource routes live in React Router too; an unknown API path answers JSON, not the HTML 404 page.
  app.all(`${paths.apiPrefix}*`, async (c) => {
    const response = await render(c);
    const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
    return response.status === 404 && isHtml ? errorResponse(c, 404, "not_found") : response;
  });
  app.all("*", render);

  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      logger.warn({ path: c.req.path, reason: shortReason(error) }, "Database unavailable");
      return errorResponse(c, 503, "unavailable");
    }
    logger.error({ err: error, path: c.req.path }, "Unhandled request error");
    return errorResponse(c, 500, "failure");
  });

  return app;
}
