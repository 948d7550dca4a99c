import path from "node:path";
import { pathToFileURL } from "node:url";
import type pg from "pg";
import { createRequestHandler, type ServerBuild } from "react-router";
import { withDirectApiRoutes } from "#server/http/api-routes.server.ts";
import { createApp } from "#server/app.server.ts";
import { createOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";
import { createAuth } from "#server/auth/auth.server.ts";
import { loadConfig } from "#server/config.server.ts";
import type { Database } from "#server/db/client.server.ts";
import type { Logger } from "#server/logger.server.ts";
import { createPaymentServices } from "#server/payments/payment-services.server.ts";
import type { Services } from "#server/services.server.ts";
import { enrolSecondFactor } from "./test-auth.ts";

/**
 * The whole HTTP app in this process, as server/main.server.ts wires it: the Hono app with the
 * built React Router handler (`npm run build` first; `npm test` builds before Vitest), the real
 * auth and the test payment provider, on the given database.
 */
export async function realApp(options: {
  db: Database;
  pool: pg.Pool;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  /** As in production (server/app.server.ts); off unless asked, so a test sees every render. */
  cachePublicPages?: boolean;
}) {
  const config = loadConfig({
    PUBLIC_URL: "http://academy.test",
    CONTACT_EMAIL: "contact@academy.test",
    PAYMENTS: "test",
    ...options.env,
  });
  const secret = "real-app-test-secret-real-app-test-secret";
  const auth = createAuth({
    db: options.db,
    logger: options.logger,
    secret,
    publicUrl: config.publicUrl,
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    attemptLimit: { limit: 1000, windowSeconds: 60 },
    clientLimit: { limit: 1000, windowSeconds: 60 },
    wakeMail: () => undefined,
  });
  const services: Services = {
    config,
    db: options.db,
    pool: options.pool,
    logger: options.logger,
    auth,
    payments: createPaymentServices(config, options.db, secret),
    mail: { transport: { send: async () => undefined }, wake: () => undefined },
  };
  const buildFile = path.resolve("build/server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const handler = withDirectApiRoutes(build, createRequestHandler(build, "production"));
  let renders = 0;
  const app = createApp({
    services,
    handleRequest: (request, context) => {
      renders += 1;
      return handler(request, context);
    },
    cachePublicPages: options.cachePublicPages ?? false,
  });
  /** How many requests reached React Router (the others were answered before it). */
  const renderCount = () => renders;
  return { app, services, renderCount };
}

/**
 * The Cookie header of a new administrator of this app, signed in past the second factor (as the
 * /auth and /auth/two-factor pages do), for requests to `realApp`'s app.
 */
export async function adminCookie(services: Pick<Services, "auth" | "db" | "logger">, email: string) {
  const password = "malformed-admin-password";
  await createOrPromoteAdmin(services.db, { email, password });
  const deps = { auth: services.auth, logger: services.logger, requestHeaders: new Headers() };
  return (await enrolSecondFactor({ auth: services.auth, wakes: { count: 0 }, deps }, email, password))
    .cookie;
}
