import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import { rateLimits } from "#server/db/schema.server.ts";

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
  const [row] = await countAttempt(db).execute({
    key,
    now: now.toISOString(),
    nowMs: now.getTime(),
    windowStartBefore: windowStartBefore.toISOString(),
  });
  if (!row) throw new Error("rate limit upsert returned nothing");
  const windowEnds = new Date(row.windowStart).getTime() + options.windowSeconds * 1000;
  return {
    allowed: row.count <= options.limit,
    count: row.count,
    retryAfterSeconds: Math.max(0, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/** The upsert every rate-limited request makes (every payment start among them): prepared once (server/db/prepared.server.ts). */
const countAttempt = preparedStatement((db) => {
  const windowEnded = sql`${rateLimits.windowStart} <= ${sql.placeholder("windowStartBefore")}::timestamptz`;
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  return db
    .insert(rateLimits)
    .values({
      key: sql.placeholder("key"),
      count: 1,
      windowStart: now,
      lastRequest: sql.placeholder("nowMs"),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowEnded} then ${now} else ${rateLimits.windowStart} end`,
        lastRequest: sql`${sql.placeholder("nowMs")}::bigint`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .prepare("count_rate_limit_attempt");
});

/** Whether `key` has already used up its window, without counting an attempt. */
export async function isRateLimited(db: Database, key: string, options: WindowOptions): Promise<boolean> {
  const { windowStartBefore } = windowOf(options);
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits
    where key = ${key} and window_start > ${windowStartBefore.toISOString()}`);
  return (result.rows[0]?.count ?? 0) >= options.limit;
}
