import { sql, type SQL } from "drizzle-orm";
import type { Database } from "./client.server.ts";

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `text` contains the search, ignoring case and accents ("helene" finds "Hélène"). `text` must be
 * written exactly as in the trigram indexes (migration 0005) for a search to use them.
 */
export function matches(text: SQL, search: string) {
  return sql`immutable_unaccent(${text}) ilike immutable_unaccent(${containsPattern(search)})`;
}

/**
 * `text` contains every word of the search, in any order ("martin claire" finds "Claire Martin", as
 * French lists write the surname first); one word is `matches`. Each word uses the same trigram index.
 */
export function matchesEveryWord(text: SQL, search: string) {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return matches(text, search.trim());
  return sql`(${sql.join(
    words.map((word) => matches(text, word)),
    sql` and `,
  )})`;
}

export const EXPORT_BATCH_SIZE = 1000;

/** Position after the last exported row: its sort timestamp as PostgreSQL printed it (microseconds kept) and its id. */
export type Cursor = { at: string; id: string };

/**
 * Rows in batches by keyset (`(sort column, id) < cursor`), so an export of any
 * size holds one batch at a time and each query uses the sort index.
 * `query(cursor)` must select `cursor_at` (the sort column as text) and `id`,
 * ordered by that column then id, descending, limited to EXPORT_BATCH_SIZE.
 */
export async function* keysetBatches<Row extends { cursor_at: string; id: string }, Out>(
  db: Database,
  query: (cursor: Cursor | null) => SQL,
  map: (row: Row) => Out,
): AsyncGenerator<Out[], void, undefined> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = (await db.execute(query(cursor))).rows as Row[];
    if (rows.length === 0) return;
    yield rows.map(map);
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last: Row = rows[rows.length - 1]!;
    cursor = { at: last.cursor_at, id: last.id };
  }
}

/** `and (column, id) < (cursor)` or nothing, for the first batch. */
export function afterCursor(column: SQL, idColumn: SQL, cursor: Cursor | null) {
  return cursor ? sql`and (${column}, ${idColumn}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
}

/**
 * One page of a list, the page number kept within the list: a page past the end (an old bookmark,
 * a list that shrank) shows the last page rather than an empty table beside 'Page 2 sur 2'.
 */
export async function pageWithin<Result extends { total: number }>(
  page: number,
  pageSize: number,
  load: (page: number) => Promise<Result>,
): Promise<Result & { page: number }> {
  const result = await load(page);
  const last = Math.max(1, Math.ceil(result.total / pageSize));
  if (page <= last) return { ...result, page };
  return { ...(await load(last)), page: last };
}
