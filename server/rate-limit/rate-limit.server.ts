import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";

export type RateLimitOutcome = { allowed: boolean; count: number; retryAfterSeconds: number };
export type WindowOptions = { limit: number; windowSeconds: number; now?: Date };

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
  const attempt = attemptValues(key, options);
  const [row] = await countAttempt(db).execute(attempt);
  if (!row) throw new Error("rate limit upsert returned nothing");
  return rateLimitOutcome(row, options, attempt);
}

/** The placeholders of attemptCte for one attempt against `key`, now (or at `options.now`). */
export function attemptValues(key: string, options: WindowOptions) {
  const { now, windowStartBefore } = windowOf(options);
  return {
    key,
    now: now.toISOString(),
    nowMs: now.getTime(),
    windowStartBefore: windowStartBefore.toISOString(),
  };
}

/** The outcome of one counted attempt, from the row attemptCte returned. */
export function rateLimitOutcome(
  row: { count: number; windowStart: string },
  options: WindowOptions,
  attempt: { nowMs: number },
): RateLimitOutcome {
  const windowEnds = new Date(row.windowStart).getTime() + options.windowSeconds * 1000;
  return {
    allowed: row.count <= options.limit,
    count: row.count,
    retryAfterSeconds: Math.max(0, Math.ceil((windowEnds - attempt.nowMs) / 1000)),
  };
}

/**
 * One attempt against the placeholder `key`, counted in its window (placeholders `now`, `nowMs` and
 * `windowStartBefore`: attemptValues) when `when` holds, as a data-modifying CTE named `alias`
 * whose row (none when `when` did not hold) has the count and the window's start: consumeRateLimit's
 * statement, and one a caller makes together with a read of its own (a payment start's admission).
 */
export function attemptCte<Alias extends string>(db: Database, alias: Alias, when: SQL = sql`true`) {
  const windowEnded = sql`rate_limits.window_start <= ${sql.placeholder("windowStartBefore")}::timestamptz`;
  return db
    .$with(alias, {
      count: sql<number>`count`.as("count"),
      windowStart: sql<string>`window_start`.as("window_start"),
    })
    .as(
      sql`insert into rate_limits (key, count, window_start, last_request)
        select ${sql.placeholder("key")}, 1, ${sql.placeholder("now")}::timestamptz, ${sql.placeholder("nowMs")}::bigint
        where ${when}
        on conflict (key) do update set
          count = case when ${windowEnded} then 1 else rate_limits.count + 1 end,
          window_start = case when ${windowEnded} then excluded.window_start else rate_limits.window_start end,
          last_request = excluded.last_request
        returning count, to_json(window_start)#>>'{}' as window_start`,
    );
}

/** The statement every rate-limited request makes: prepared once (server/db/prepared.server.ts). */
const countAttempt = preparedStatement((db) => {
  const attempt = attemptCte(db, "attempt");
  return db.with(attempt).select().from(attempt).prepare("count_rate_limit_attempt");
});

/** Whether `key` has already used up its window, without counting an attempt. */
export async function isRateLimited(db: Database, key: string, options: WindowOptions): Promise<boolean> {
  const { windowStartBefore } = windowOf(options);
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits
    where key = ${key} and window_start > ${windowStartBefore.toISOString()}`);
  return (result.rows[0]?.count ?? 0) >= options.limit;
}
