import type { WithSubquery } from "drizzle-orm";

/**
 * Every field a common table expression selects, named through it (as `cte.field` would be), for
 * an outer select that returns them whole as one nested object: the outer select cannot drift from
 * the CTE's own selection.
 */
export function cteFields<Fields extends Record<string, unknown>>(
  cte: WithSubquery<string, Fields> & Fields,
): Fields {
  return Object.fromEntries(
    Object.keys(cte._.selectedFields).map((key) => [key, cte[key as keyof Fields]]),
  ) as Fields;
}
