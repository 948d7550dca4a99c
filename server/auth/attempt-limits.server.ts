import { eq, like, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { rateLimits } from "#server/db/schema.server.ts";
import { consumeRateLimit, type RateLimitOutcome } from "#server/rate-limit/rate-limit.server.ts";

export type AttemptLimit = { limit: number; windowSeconds: number };

/*
 * Sign-in attempts (docs/decisions/021-hardening-inputs-and-doors.md) are counted twice before the
 * password is checked, so that a burst of parallel guesses cannot slip past either limit:
 * - per client address and e-mail pair, the tight limit (5 a minute): a guesser is stopped, while
 *   the account's owner, signing in from anywhere else, is not;
 * - per e-mail address, a slower limit (30 an hour): guesses spread over many addresses are
 *   stopped too. Should an attacker use it up to lock the owner out, the owner's way through is
 *   the password-reset e-mail (its allowance is its own): setting a new password clears the
 *   address's sign-in counters.
 * A successful sign-in gives both attempts back, so only wrong passwords use the allowances.
 */
const normalised = (email: string) => email.trim().toLowerCase();

export const signInAttemptKey = (email: string, clientIp: string) =>
  `sign-in:${clientIp}:${normalised(email)}`;

export const signInEmailKey = (email: string) => `sign-in:${normalised(email)}`;

/** Reset and verification e-mails: per address, so nobody can flood someone's inbox. */
export const accountEmailKey = (email: string) => `account-email:${normalised(email)}`;

/**
 * Every account request from one client address (sign-in, sign-up, reset and verification
 * e-mails, second-factor codes) shares one allowance: a guesser moving from address to address
 * is still stopped.
 */
export const clientAttemptKey = (clientIp: string) => `auth:ip:${clientIp}`;

export function takeAttempt(db: Database, key: string, limit: AttemptLimit): Promise<RateLimitOutcome> {
  return consumeRateLimit(db, key, limit);
}

/** Gives one attempt back (after a successful sign-in). */
export async function giveAttemptBack(db: Database, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Clears every sign-in counter of an address (its owner just proved it by setting a new password). */
export async function clearSignInAttempts(db: Database, email: string) {
  const key = signInEmailKey(email);
  await db
    .delete(rateLimits)
    .where(or(eq(rateLimits.key, key), like(rateLimits.key, `sign-in:%:${likeEscaped(normalised(email))}`)));
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
