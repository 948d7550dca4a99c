import { sql } from "drizzle-orm";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import type { Database } from "#server/db/client.server.ts";
import { afterCursor, EXPORT_BATCH_SIZE, keysetBatches, matches } from "#server/admin/list-sql.server.ts";

export type WaitlistFilter = { q: string };

export type AdminWaitlistRow = {
  id: string;
  parentName: string;
  parentEmail: string;
  teenName: string;
  /** Null when the family did not say. */
  teenAge: number | null;
  workshopTitle: string;
  createdAt: string;
};

type SqlRow = {
  id: string;
  parent_name: string;
  parent_email: string;
  teen_name: string;
  teen_age: number | null;
  workshop_title: string | null;
  created_at: string;
  cursor_at: string;
};

/** docs/product/accounts-and-back-office.md#waiting-list-screen: search by name (parent or teen) or e-mail. */
function where({ q }: WaitlistFilter) {
  return q
    ? sql`where (${matches(sql`e.parent_first_name || ' ' || e.parent_last_name`, q)}
        or ${matches(sql`e.teen_first_name || ' ' || e.teen_last_name`, q)}
        or ${matches(sql`e.parent_email`, q)})`
    : sql`where true`;
}

const columns = sql`
  e.id, trim(e.parent_first_name || ' ' || e.parent_last_name) as parent_name, e.parent_email,
  trim(e.teen_first_name || ' ' || e.teen_last_name) as teen_name, e.teen_age,
  w.title as workshop_title, to_json(e.created_at)#>>'{}' as created_at, e.created_at::text as cursor_at`;

function toRow(row: SqlRow): AdminWaitlistRow {
  return {
    id: row.id,
    parentName: row.parent_name,
    parentEmail: row.parent_email,
    teenName: row.teen_name,
    teenAge: row.teen_age,
    workshopTitle: row.workshop_title ?? "",
    createdAt: row.created_at,
  };
}

export async function searchWaitlist(db: Database, filter: WaitlistFilter, page: number, pageSize: number) {
  const [rows, total, all] = await Promise.all([
    db.execute<SqlRow>(sql`
      select ${columns} from waiting_list e left join workshops w on w.id = e.workshop_id
      ${where(filter)}
      order by e.created_at desc, e.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from waiting_list e ${where(filter)}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from waiting_list`),
  ]);
  return {
    rows: rows.rows.map(toRow),
    total: total.rows[0]?.total ?? 0,
    overall: all.rows[0]?.total ?? 0,
  };
}

export const WAITLIST_CSV_HEADER = ["Parent", "Email", "Adolescent", "Age", "Atelier", "Date"] as const;

export function waitlistCsvBatches(db: Database, filter: WaitlistFilter) {
  return keysetBatches<SqlRow, (string | number | null)[]>(
    db,
    (cursor) => sql`
      select ${columns} from waiting_list e left join workshops w on w.id = e.workshop_id
      ${where(filter)}
      ${afterCursor(sql`e.created_at`, sql`e.id`, cursor)}
      order by e.created_at desc, e.id desc
      limit ${EXPORT_BATCH_SIZE}`,
    (row) => [
      row.parent_name,
      row.parent_email,
      row.teen_name,
      row.teen_age,
      row.workshop_title ?? "",
      formatDateTimeFr(row.created_at),
    ],
  );
}
