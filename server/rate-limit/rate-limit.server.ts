import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";

export type RateLimitOutcome = { allowed: boolean; count: number; retryAfterSeconds: number };
type WindowOptions = { limit: number; windowSeconds: number; now?: Date };

/** Now, and the start a window must be after to still count. */
function windowOf(options: WindowOptions) {
  const now = options.now ?? new Date();
  return { now, windowStartBefore: new Date(now.getTime() - options.windowSeconds * 1000) };
}

/**
 * Counts one attempt against `key` in a fixed window kept in PostgreSQL (so
 * every app process shares it), in one atomic statement.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  options: WindowOptions,
): Promise<RateLimitOutcome> {
  const { now, windowStartBefore } = windowOf(options);
  const result = await db.execute<{ count: number; window_start: Date | string }>(sql`
    insert into rate_limits (key, count, window_start, last_request)
    values (${key}, 1, ${now.toISOString()}, ${now.getTime()})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartBefore.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartBefore.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end,
      last_request = ${now.getTime()}
    returning count, window_start`);
  const row = result.rows[0];
  if (!row) throw new Error("rate limit upsert returned nothing");
  const windowEnds = new Date(row.window_start).getTime() + options.windowSeconds * 1000;
  return {
    allowed: row.count <= options.limit,
    count: row.count,
    retryAfterSeconds: Math.max(0, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/** Whether `key` has already used up its window, without counting an attempt. */
export async function isRateLimited(db: Database, key: string, options: WindowOptions): Promise<boolean> {
  const { windowStartBefore } = windowOf(options);
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits
    where key = ${key} and window_start > ${windowStartBefore.toISOString()}`);
  return (result.rows[0]?.count ?? 0) >= options.limit;
}
