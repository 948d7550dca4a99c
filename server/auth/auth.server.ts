import { paths } from "#shared/paths.ts";
import { and, eq, like, ne } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth-messages.ts";
import type { Database } from "#server/db/client.server.ts";
import { accounts, sessions, twoFactors, users, verifications } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import type { Logger } from "#server/logger.server.ts";
import {
  accountEmailKey,
  clientAttemptKey,
  giveAttemptBack,
  signInAttemptKey,
  takeAttempt,
  type AttemptLimit,
} from "./attempt-limits.server.ts";
import {
  accountExistsEmail,
  resetPasswordEmail,
  verificationEmail,
} from "#server/email/templates/account-emails.server.tsx";
import { clientIpOf } from "./client-ip-header.server.ts";

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
  /** Every account request (sign-in, sign-up, e-mails, second-factor codes) per client address. */
  clientLimit: AttemptLimit;
  /** Asks the outbox worker to send what was just queued. */
  wakeMail: () => void;
};

export type Auth = ReturnType<typeof createAuth>;

/** Requests that cost an attempt of the client address's allowance. */
const LIMITED_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/send-verification-email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const RESET_PREFIX = "reset-password:";

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
 * (attempt limits, the second factor) apply to both.
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

  /** A newer reset link, or a used one, makes every other link of the account void. */
  async function voidResetLinks(userId: string, keepToken?: string) {
    await db
      .delete(verifications)
      .where(
        and(
          eq(verifications.value, userId),
          like(verifications.identifier, `${RESET_PREFIX}%`),
          keepToken ? ne(verifications.identifier, `${RESET_PREFIX}${keepToken}`) : undefined,
        ),
      );
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
      schema: { users, sessions, accounts, verifications, twoFactors },
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
      additionalFields: {
        // Set by the hook below when the session passed the second factor; never by the API.
        twoFactorVerified: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    plugins: [
      // Administrators' second factor (docs/product/accounts-and-back-office.md#two-factor-authentication):
      // TOTP with 10 backup codes, stored encrypted; no "trust this device".
      twoFactor({ issuer: options.academyName, backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url, token }) => {
        await voidResetLinks(user.id, token);
        await queue("password-reset", user.email, await resetPasswordEmail(site, user, url));
      },
      onPasswordReset: async ({ user }) => voidResetLinks(user.id),
      // Sign-up answers the same whether or not the address has an account; its owner is told instead.
      onExistingUserSignUp: async ({ user }) =>
        queue(
          "account-exists",
          user.email,
          await accountExistsEmail(site, user, `${publicUrl}${paths.auth}`),
        ),
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
        if (LIMITED_PATHS.has(ctx.path)) {
          const clientIp = clientIpOf(ctx.headers ?? ctx.request?.headers);
          if (clientIp !== "unknown") {
            const attempt = await takeAttempt(db, clientAttemptKey(clientIp), options.clientLimit);
            if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
          }
        }
        const email = emailOf(ctx.body);
        if (!email) return;
        if (ctx.path === "/sign-in/email") {
          const attempt = await takeAttempt(db, signInAttemptKey(email), options.attemptLimit);
          if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
        } else if (
          ctx.path === "/request-password-reset" ||
          ctx.path === "/send-verification-email" ||
          ctx.path === "/sign-up/email"
        ) {
          // Each of these sends the address an e-mail (a sign-up: the confirmation, or the notice
          // that an account exists), so they share one allowance per address.
          const attempt = await takeAttempt(db, accountEmailKey(email), options.attemptLimit);
          if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (isAPIError(ctx.context.returned)) return;
        if (ctx.path === "/sign-in/email") {
          const email = emailOf(ctx.body);
          if (email) await giveAttemptBack(db, signInAttemptKey(email));
        } else if (SECOND_FACTOR_PATHS.has(ctx.path) && ctx.context.newSession) {
          // The session this code created (sign-in) or replaced (first set-up) passed the second factor.
          await db
            .update(sessions)
            .set({ twoFactorVerified: true })
            .where(eq(sessions.token, ctx.context.newSession.session.token));
        }
      }),
    },
  });
}
