import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { withDirectApiRoutes } from "#server/http/api-routes.server.ts";
import { createApp, type RequestHandler } from "./app.server.ts";
import { createAuth } from "#server/auth/auth.server.ts";
import { resolveAuthSecret } from "#server/auth/secret.server.ts";
import { loadConfig, startProblem } from "./config.server.ts";
import { createDatabase } from "#server/db/client.server.ts";
import { isDatabaseUnavailable } from "#server/db/errors.server.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "#server/db/embedded.server.ts";
import { runMigrations } from "#server/db/migrate.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { createMailTransport } from "#server/email/transport.server.ts";
import { startOutboxWorker } from "#server/email/worker.server.ts";
import { startJobQueue } from "#server/jobs/jobs.server.ts";
import { JOBS } from "#server/jobs/registry.server.ts";
import { createLogger } from "./logger.server.ts";
import { logAcademyRecipients } from "./notices/academy-recipients.server.ts";
import { createPaymentServices } from "#server/payments/payment-services.server.ts";
import { projectRoot } from "./project-root.server.ts";
import type { Services } from "./services.server.ts";

const config = loadConfig();
const logger = createLogger({ level: config.logLevel, pretty: config.env === "development" });
const startedAt = performance.now();

const problem = startProblem(config);
if (problem) {
  logger.fatal(problem.replaceAll("\n", " "));
  console.error(`\n  The site did not start:\n  ${problem.replaceAll("\n", "\n  ")}\n`);
  process.exit(1);
}
if (config.payments === "test")
  logger.warn(
    "TEST PAYMENTS: no Stripe key is set, so the built-in test provider takes no real payment; every page shows a test-mode banner",
  );

// A lost database (a dropped connection, a restart) must never end the process: requests answer
// 503 meanwhile and the pool reconnects by itself. Anything else unexpected is logged; an
// exception nobody caught leaves the process in an unknown state, so it exits and the supervisor
// (or the next `npm start`, docs/decisions/002-embedded-postgres.md) starts it again.
process.on("unhandledRejection", (reason) => {
  if (isDatabaseUnavailable(reason))
    logger.warn({ reason: (reason as Error).message }, "Database unavailable (unhandled rejection)");
  else logger.error({ err: reason }, "Unhandled promise rejection");
});
process.on("uncaughtException", (error) => {
  if (isDatabaseUnavailable(error)) {
    logger.warn({ reason: error.message }, "Database unavailable (uncaught exception)");
    return;
  }
  logger.fatal({ err: error }, "Uncaught exception; exiting");
  process.exit(1);
});

let embedded: EmbeddedDatabase | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(config.postgresDir, logger);
  databaseUrl = embedded.url;
  logger.info({ port: embedded.port, dir: config.postgresDir }, "Embedded PostgreSQL started");
}

const { db, pool } = createDatabase(databaseUrl, logger);
await runMigrations(db);
await seedDatabase(db, logger);
await logAcademyRecipients(db, config, logger);

const transport = createMailTransport({ smtpUrl: config.smtpUrl, mailDir: config.mailDir });
const outbox = startOutboxWorker({ db, transport, logger, from: config.mailFrom });
const authSecret = await resolveAuthSecret({
  configured: config.authSecret,
  dataDir: config.dataDir,
  logger,
});
const auth = createAuth({
  db,
  logger,
  secret: authSecret,
  publicUrl: config.publicUrl,
  academyName: config.academyName,
  contactEmail: config.contactEmail,
  attemptLimit: { limit: config.rateLimits.signIn, windowSeconds: config.rateLimits.signInWindowSeconds },
  emailSignInLimit: {
    limit: config.rateLimits.signInPerEmail,
    windowSeconds: config.rateLimits.signInPerEmailWindowSeconds,
  },
  clientLimit: {
    limit: config.rateLimits.authPerIp,
    windowSeconds: config.rateLimits.authPerIpWindowSeconds,
  },
  wakeMail: outbox.wake,
});
const payments = createPaymentServices(config, db, authSecret);
if (payments.provider.name === "stripe" && !config.stripe.webhookSecret)
  logger.error("STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks will be refused");
const services: Services = {
  config,
  db,
  pool,
  logger,
  auth,
  payments,
  mail: { transport, wake: outbox.wake },
};
// After the migrations: jobs may read any table. pg-boss keeps its own tables in the `pgboss` schema.
const jobs = await startJobQueue({ services: { ...services, databaseUrl }, jobs: JOBS });

const httpServer = createServer();
let handleRequest: RequestHandler;
let clientAssetsDir: string | undefined;

if (config.env === "development") {
  const vite = await import("vite").then((module) =>
    module.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: "custom" }),
  );
  const handler = createRequestHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  handleRequest = (request, context) => handler(request, context);
  const listener = getRequestListener(createApp({ services, handleRequest }).fetch);
  httpServer.on("request", (req, res) => vite.middlewares(req, res, () => listener(req, res)));
} else {
  const buildFile = path.join(projectRoot, "build/server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  handleRequest = withDirectApiRoutes(build, (request, context) => handler(request, context));
  clientAssetsDir = path.relative(process.cwd(), path.join(projectRoot, "build/client")) || ".";
  const listener = getRequestListener(createApp({ services, handleRequest, clientAssetsDir }).fetch);
  httpServer.on("request", listener);
}

// Node's default queue of unaccepted connections (511) is shorter than a burst of a thousand
// families: the kernel drops the extra connection requests and each client retries a second later
// (docs/decisions/019-bursts-and-holds.md). The kernel caps the figure at net.core.somaxconn.
const LISTEN_BACKLOG = 4096;
httpServer.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, startupMs: Math.round(performance.now() - startedAt) }, "Server listening");
  console.log(
    [
      "",
      `  ${config.academyName} is running at ${port === config.port ? config.publicUrl : `http://localhost:${port}`}`,
      "",
      "  Create an administrator (in another terminal):",
      "    npm run admin:create -- --email you@example.com --password 'a-long-password'",
      "",
      "  Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );
});

const SHUTDOWN_DEADLINE_MS = 10_000;
let stopping = false;

/** Stops accepting requests, lets in-flight work finish, then closes the database; exit 0 when clean. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "Shutting down");
  setTimeout(() => {
    logger.error("Shutdown took too long; exiting");
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  // Ctrl-C also reaches PostgreSQL (same process group), which closes our idle connections: expected now.
  pool.removeAllListeners("error");
  pool.on("error", () => undefined);
  let clean = true;
  const step = async (name: string, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      clean = false;
      logger.error({ err: error }, `Shutdown: ${name} failed`);
    }
  };
  httpServer.closeIdleConnections();
  await step("closing HTTP", () => new Promise<void>((resolve) => httpServer.close(() => resolve())));
  await step("stopping the outbox worker", () => outbox.stop());
  await step("stopping the job queue", () => jobs.stop());
  await step("closing the database pool", () => pool.end());
  if (embedded) await step("stopping PostgreSQL", () => embedded.stop());
  process.exit(clean ? 0 : 1);
}

// embedded-postgres registers its own signal handlers (stop the cluster, then exit 130), which would
// race this orderly shutdown; this process stops the cluster itself.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}
