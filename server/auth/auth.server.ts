import { paths } from "#shared/paths.ts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth-messages.ts";
import type { Database } from "#server/db/client.server.ts";
import { accounts, sessions, users, verifications } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import type { Logger } from "#server/logger.server.ts";
import {
  accountEmailKey,
  giveAttemptBack,
  signInAttemptKey,
  takeAttempt,
  type AttemptLimit,
} from "./attempt-limits.server.ts";
import { resetPasswordEmail, verificationEmail } from "#server/email/templates/account-emails.server.tsx";

const AUTH_BASE_PATH = paths.authApi;
const DAY_SECONDS = 24 * 60 * 60;

export type AuthOptions = {
  db: Database;
  logger: Logger;
  secret: string;
  publicUrl: string;
  academyName: string;
  contactEmail: string;
  /** Sign-in attempts, and reset or verification e-mails, per address and window. */
  attemptLimit: AttemptLimit;
  /** Asks the outbox worker to send what was just queued. */
  wakeMail: () => void;
};

export type Auth = ReturnType<typeof createAuth>;

const emailOf = (body: unknown) => {
  const value = (body as { email?: unknown } | undefined)?.email;
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
};

function tooManyAttempts(retryAfterSeconds: number) {
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "TOO_MANY_ATTEMPTS",
      message: "Too many attempts. Please try again later.",
      retryAfterSeconds,
    },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * The Better Auth instance: e-mail and password accounts with e-mail
 * verification, sessions in httpOnly cookies, password reset, all stored in
 * PostgreSQL through Drizzle. Its HTTP API is served under /api/auth; the
 * /auth page calls the same endpoints through `auth.api`, so the hooks below
 * (attempt limits, the duplicate-account message) apply to both.
 */
const loopbackOrigin = (url: string) => {
  const { origin, hostname } = new URL(url);
  return ["localhost", "127.0.0.1", "[::1]"].includes(hostname) ? origin : undefined;
};

export function createAuth(options: AuthOptions) {
  const { db, logger, publicUrl } = options;
  const site = { academyName: options.academyName, contactEmail: options.contactEmail };

  async function queue(kind: string, to: string, message: { subject: string; html: string; text: string }) {
    await enqueueEmail(db, { kind, to, ...message });
    options.wakeMail();
  }

  return betterAuth({
    appName: options.academyName,
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      // A sign-up writes the user and its password together, or neither.
      transaction: true,
      schema: { users, sessions, accounts, verifications },
    }),
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        logger[level]({ auth: args.length ? args : undefined }, `Better Auth: ${message}`),
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        // Never settable through the API: admins are made by the command or ADMIN_EMAILS.
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    session: {
      // docs/product/accounts-and-back-office.md#sessions: cookie sessions that renew while used.
      expiresIn: 7 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) =>
        queue("password-reset", user.email, await resetPasswordEmail(site, user, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      // "Check your inbox": an unverified sign-in with the right password sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, url }) =>
        queue("email-verification", user.email, await verificationEmail(site, user, url)),
    },
    // Better Auth's own limiter keys on client-supplied IP headers and keeps state in
    // memory; the hooks below keep per-address counters in PostgreSQL instead.
    rateLimit: { enabled: false },
    // The public URL, and a loopback address the site is opened at on this machine (the same
    // site under another local name). Never any other Host header: callback URLs in e-mailed
    // links must not point elsewhere because a request said so.
    trustedOrigins: (request) => [publicUrl, request ? loopbackOrigin(request.url) : undefined],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const email = emailOf(ctx.body);
        if (!email) return;
        if (ctx.path === "/sign-in/email") {
          const attempt = await takeAttempt(db, signInAttemptKey(email), options.attemptLimit);
          if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
        } else if (ctx.path === "/request-password-reset" || ctx.path === "/send-verification-email") {
          const attempt = await takeAttempt(db, accountEmailKey(email), options.attemptLimit);
          if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
        } else if (ctx.path === "/sign-up/email") {
          // The spec's 'An account already exists' message needs a real answer here; Better
          // Auth would otherwise answer a duplicate with a pretend success.
          const existing = await ctx.context.internalAdapter.findUserByEmail(email);
          if (existing) {
            throw new APIError("UNPROCESSABLE_ENTITY", {
              code: "USER_ALREADY_EXISTS",
              message: "User already exists. Use another email.",
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || isAPIError(ctx.context.returned)) return;
        const email = emailOf(ctx.body);
        if (email) await giveAttemptBack(db, signInAttemptKey(email));
      }),
    },
  });
}
