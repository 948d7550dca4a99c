import { paths } from "#shared/paths.ts";
import { and, eq, like, ne } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
// The plugin alone: the "better-auth/plugins" index loads every plugin, about 10 MB of memory at
// start-up for one used (docs/decisions/022-benchmarks-and-memory.md).
import { twoFactor } from "better-auth/plugins/two-factor";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth-messages.ts";
import { cleanName, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "#shared/text-limits.ts";
import type { Database } from "#server/db/client.server.ts";
import { accounts, sessions, twoFactors, users, verifications } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import type { Logger } from "#server/logger.server.ts";
import {
  accountEmailKey,
  clearSignInAttempts,
  clientAttemptKey,
  giveAttemptBack,
  signInAttemptKey,
  signInEmailKey,
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
  /** Sign-in attempts per client address and e-mail pair; reset or verification e-mails per e-mail. */
  attemptLimit: AttemptLimit;
  /** Sign-in attempts per e-mail address from anywhere: the slower limit (attempt-limits.server.ts). */
  emailSignInLimit?: AttemptLimit;
  /**
   * The shortest time a sign-up or a reset request takes to answer, whatever it found: an address
   * with an account must not answer later than one without (default 400 ms).
   */
  answerFloorMs?: number;
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
/** Requests whose work differs with whether the address has an account: they answer no sooner than the floor. */
const EVEN_TIMING_PATHS = new Set(["/sign-up/email", "/request-password-reset", "/send-verification-email"]);
/** Written by the before hook (any value the client sent is replaced), read by the after hook. */
const STARTED_AT_HEADER = "x-academy-auth-started";
/** Requests that write a user's names: cleaned and held to the shared limits (shared/text-limits.ts). */
const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);
const NAME_FIELDS = ["name", "firstName", "lastName"] as const;
const DEFAULT_ANSWER_FLOOR_MS = 400;
const RESET_PREFIX = "reset-password:";

const emailOf = (body: unknown) => {
  const value = (body as { email?: unknown } | undefined)?.email;
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
};

function refusedInput(code: string, message: string) {
  return new APIError("BAD_REQUEST", { code, message });
}

/**
 * The body's names, cleaned (one line, no invisible characters), or a refusal: Better Auth's own
 * endpoints are reached without the /auth page's schema (shared/auth-schemas.ts), so they hold
 * names and addresses to the same limits here, before anything is stored or counted.
 */
function checkedBody(path: string, body: unknown) {
  if (typeof body !== "object" || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  if (typeof fields.email === "string" && fields.email.length > EMAIL_MAX_LENGTH)
    throw refusedInput("INVALID_EMAIL", "Invalid email");
  if (!NAME_PATHS.has(path)) return undefined;
  const cleaned: Record<string, string> = {};
  for (const field of NAME_FIELDS) {
    const value = fields[field];
    if (typeof value !== "string") continue;
    cleaned[field] = cleanName(value);
    if (cleaned[field].length > NAME_MAX_LENGTH) throw refusedInput("NAME_TOO_LONG", "Name is too long");
  }
  return Object.keys(cleaned).length > 0 ? { ...fields, ...cleaned } : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const answerFloorMs = options.answerFloorMs ?? DEFAULT_ANSWER_FLOOR_MS;
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
      // The owner proved the address: a lock-out an attacker caused by guessing ends here.
      onPasswordReset: async ({ user }) => {
        await voidResetLinks(user.id);
        await clearSignInAttempts(db, user.email);
      },
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
        const headers = ctx.headers ?? ctx.request?.headers;
        const clientIp = clientIpOf(headers);
        if (LIMITED_PATHS.has(ctx.path) && clientIp !== "unknown") {
          const attempt = await takeAttempt(db, clientAttemptKey(clientIp), options.clientLimit);
          if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
        }
        // Before any key holding the address is written: a 200,000-character address is refused here.
        const body = checkedBody(ctx.path, ctx.body);
        const email = emailOf(ctx.body);
        if (email && ctx.path === "/sign-in/email") {
          const pair = await takeAttempt(db, signInAttemptKey(email, clientIp), options.attemptLimit);
          if (!pair.allowed) throw tooManyAttempts(pair.retryAfterSeconds);
          if (options.emailSignInLimit) {
            const address = await takeAttempt(db, signInEmailKey(email), options.emailSignInLimit);
            if (!address.allowed) throw tooManyAttempts(address.retryAfterSeconds);
          }
        } else if (
          email &&
          (ctx.path === "/request-password-reset" ||
            ctx.path === "/send-verification-email" ||
            ctx.path === "/sign-up/email")
        ) {
          // Each of these sends the address an e-mail (a sign-up: the confirmation, or the notice
          // that an account exists), so they share one allowance per address.
          const attempt = await takeAttempt(db, accountEmailKey(email), options.attemptLimit);
          if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
        }
        const startedAt = EVEN_TIMING_PATHS.has(ctx.path)
          ? new Headers({ [STARTED_AT_HEADER]: String(Date.now()) })
          : undefined;
        if (body || startedAt)
          return { context: { ...(body && { body }), ...(startedAt && { headers: startedAt }) } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (EVEN_TIMING_PATHS.has(ctx.path)) {
          // Answer first is not possible here (a refusal or a failure must still be told), so
          // every answer waits until the floor: an existing account's e-mail rendered and queued
          // no longer shows in the time taken.
          const startedAt = Number(ctx.headers?.get(STARTED_AT_HEADER));
          if (Number.isFinite(startedAt)) await sleep(startedAt + answerFloorMs - Date.now());
        }
        if (isAPIError(ctx.context.returned)) return;
        if (ctx.path === "/sign-in/email") {
          const email = emailOf(ctx.body);
          if (email) {
            await giveAttemptBack(
              db,
              signInAttemptKey(email, clientIpOf(ctx.headers ?? ctx.request?.headers)),
            );
            if (options.emailSignInLimit) await giveAttemptBack(db, signInEmailKey(email));
          }
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
