import { paths } from "#shared/paths.ts";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { AppLoadContext } from "react-router";
import { clientIp } from "#server/http/client-ip.server.ts";
import { errorResponse } from "#server/http/error-pages.server.ts";
import { securityHeaders, type SecurityVariables } from "#server/http/security-headers.server.ts";
import { handleStripeWebhook } from "#server/payments/webhooks.server.ts";
import type { Services } from "./services.server.ts";

export type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export type AppOptions = {
  services: Services;
  /** The React Router request handler (server build or Vite dev server). */
  handleRequest: RequestHandler;
  /** Directory of the built browser assets; omitted in development (Vite serves them). */
  clientAssetsDir?: string;
};

const MAX_BODY_BYTES = 1024 * 1024;

async function databaseAnswers(services: Services) {
  try {
    await Promise.race([
      services.pool.query("select 1"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}

export function createApp({ services, handleRequest, clientAssetsDir }: AppOptions) {
  const { config, logger } = services;
  const app = new Hono<{ Variables: SecurityVariables }>();

  app.use(
    securityHeaders({
      enforceCsp: config.env !== "development",
      publicUrlIsHttps: config.publicUrl.startsWith("https://"),
    }),
  );
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, "The request is too large."),
    }),
  );

  app.get("/healthz", async (c) => {
    const ok = await databaseAnswers(services);
    c.header("Cache-Control", "no-store");
    return ok ? c.json({ status: "ok" }) : c.json({ status: "unavailable" }, 503);
  });

  if (clientAssetsDir) {
    // The JSON APIs answer a few hundred bytes without a Content-Length, which compress() would
    // gzip anyway: a cost on the payment paths for nothing. Pages, assets and exports are compressed.
    const compressor = compress();
    app.use("*", (c, next) => (c.req.path.startsWith(paths.apiPrefix) ? next() : compressor(c, next)));
    app.use(
      "/assets/*",
      serveStatic({
        root: clientAssetsDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientAssetsDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  // Raw body: the signature covers the exact bytes Stripe sent.
  app.post(paths.stripeWebhook, async (c) => {
    const answer = await handleStripeWebhook(services, await c.req.text(), c.req.header("stripe-signature"));
    c.header("Cache-Control", "no-store");
    return c.json(answer.body, answer.status as 200 | 400);
  });

  const render = (c: Context<{ Variables: SecurityVariables }>) =>
    handleRequest(c.req.raw, {
      services,
      cspNonce: c.get("cspNonce"),
      clientIp: clientIp(c, config.trustProxy),
    });

  // API resource routes live in React Router too; an unknown API path answers JSON, not the HTML 404 page.
  app.all(`${paths.apiPrefix}*`, async (c) => {
    const response = await render(c);
    const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
    return response.status === 404 && isHtml ? errorResponse(c, 404, "Not found.") : response;
  });
  app.all("*", render);

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "Unhandled request error");
    return errorResponse(c, 500, "Something went wrong. Please try again.");
  });

  return app;
}
