import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
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
