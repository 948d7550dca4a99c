import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { rateLimits } from "#server/db/schema.server.ts";
import { consumeRateLimit, type RateLimitResult } from "#server/rate-limit/rate-limit.server.ts";

export type AttemptLimit = { limit: number; windowSeconds: number };

/*
 * Sign-in attempts are counted per e-mail address (the account under attack),
 * not per IP: the app may sit behind proxies it cannot trust, and a shared
 * office IP must not lock every administrator out. A successful sign-in gives
 * its attempt back, so only wrong passwords use the allowance; the attempt is
 * still taken before the password is checked, so a burst of parallel guesses
 * cannot slip past the limit.
 */
export const signInAttemptKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

/** Reset and verification e-mails: per address, so nobody can flood someone's inbox. */
export const accountEmailKey = (email: string) => `account-email:${email.trim().toLowerCase()}`;

/**
 * Every account request from one client address (sign-in, sign-up, reset and verification
 * e-mails, second-factor codes) shares one allowance: a guesser moving from address to address
 * is still stopped.
 */
export const clientAttemptKey = (clientIp: string) => `auth:ip:${clientIp}`;

export function takeAttempt(db: Database, key: string, limit: AttemptLimit): Promise<RateLimitResult> {
  return consumeRateLimit(db, key, limit);
}

/** Gives one attempt back (after a successful sign-in). */
export async function giveAttemptBack(db: Database, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
