import { sql } from "drizzle-orm";
import { formatDateTime } from "#shared/admin/dates.ts";
import { offerStateText, type OfferState } from "#shared/admin/offer-states.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { Database } from "#server/db/client.server.ts";
import { afterCursor, EXPORT_BATCH_SIZE, keysetBatches, matches } from "#server/admin/list-sql.server.ts";

export type WaitlistFilter = { q: string; offer?: OfferState | null };

export type AdminWaitlistRow = {
  id: string;
  parentName: string;
  parentEmail: string;
  teenName: string;
  /** Null when the family did not say. */
  teenAge: number | null;
  workshopTitle: string;
  createdAt: string;
  offerState: OfferState;
  /** When a sent offer stops holding its seat. */
  offerExpiresAt: string | null;
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
  offer_state: OfferState;
  offer_expires_at: string | null;
};

/**
 * The list's rows: every entry with its latest offer's state, and the families who booked from an
 * offer (their entry is deleted when they book: docs/product/childrens-data.md#retention), shown as
 * 'Place réservée' so the administrators see where the place went.
 */
const listed = sql`(
  select e.id, e.workshop_id, e.parent_email, e.parent_first_name, e.parent_last_name,
    e.teen_first_name, e.teen_last_name, e.teen_age, e.created_at,
    coalesce(o.state, 'none') as offer_state, o.expires_at as offer_expires_at
  from waiting_list e
  left join lateral (
    select case when o.status = 'claimed' then 'booked'
      when o.status = 'offered' and o.expires_at > now() then 'sent'
      else 'expired' end as state, o.expires_at
    from waitlist_offers o where o.waiting_list_id = e.id
    order by o.created_at desc limit 1
  ) o on true
  union all
  select o.id, o.workshop_id, o.parent_email, '', '', '', '', null, o.created_at, 'booked', o.expires_at
  from waitlist_offers o where o.status = 'claimed' and o.waiting_list_id is null
) e`;

/** docs/product/accounts-and-back-office.md#waiting-list-screen: search by name (parent or teen) or e-mail, filter by offer. */
function where({ q, offer }: WaitlistFilter) {
  const search = q
    ? sql`(${matches(sql`e.parent_first_name || ' ' || e.parent_last_name`, q)}
        or ${matches(sql`e.teen_first_name || ' ' || e.teen_last_name`, q)}
        or ${matches(sql`e.parent_email`, q)})`
    : sql`true`;
  return offer ? sql`where ${search} and e.offer_state = ${offer}` : sql`where ${search}`;
}

const columns = sql`
  e.id, trim(e.parent_first_name || ' ' || e.parent_last_name) as parent_name, e.parent_email,
  trim(e.teen_first_name || ' ' || e.teen_last_name) as teen_name, e.teen_age,
  w.title as workshop_title, to_json(e.created_at)#>>'{}' as created_at, e.created_at::text as cursor_at,
  e.offer_state, to_json(e.offer_expires_at)#>>'{}' as offer_expires_at`;

function toRow(row: SqlRow): AdminWaitlistRow {
  return {
    id: row.id,
    parentName: row.parent_name,
    parentEmail: row.parent_email,
    teenName: row.teen_name,
    teenAge: row.teen_age,
    workshopTitle: row.workshop_title ?? "",
    createdAt: row.created_at,
    offerState: row.offer_state,
    offerExpiresAt: row.offer_expires_at,
  };
}

export async function searchWaitlist(db: Database, filter: WaitlistFilter, page: number, pageSize: number) {
  const [rows, total, all] = await Promise.all([
    db.execute<SqlRow>(sql`
      select ${columns} from ${listed} left join workshops w on w.id = e.workshop_id
      ${where(filter)}
      order by e.created_at desc, e.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from ${listed} ${where(filter)}`),
    // The counters count the rows the list shows (a family whose offer was booked included).
    db.execute<{ total: number; waiting: number }>(
      sql`select count(*)::int as total, (count(*) filter (where e.offer_state <> 'booked'))::int as waiting
        from ${listed}`,
    ),
  ]);
  return {
    rows: rows.rows.map(toRow),
    total: total.rows[0]?.total ?? 0,
    overall: all.rows[0]?.total ?? 0,
    waiting: all.rows[0]?.waiting ?? 0,
  };
}

/** The CSV file's header row, in the back-office's language. */
export function waitlistCsvHeader(language: Language): string[] {
  const locale = { locale: language };
  return [
    m.admin_waiting_list_csv_parent({}, locale),
    m.admin_waiting_list_csv_email({}, locale),
    m.admin_waiting_list_csv_teen({}, locale),
    m.admin_waiting_list_csv_age({}, locale),
    m.admin_waiting_list_csv_workshop({}, locale),
    m.admin_waiting_list_csv_date({}, locale),
    m.admin_waiting_list_csv_offer({}, locale),
  ];
}

export function waitlistCsvBatches(db: Database, filter: WaitlistFilter, language: Language) {
  return keysetBatches<SqlRow, (string | number | null)[]>(
    db,
    (cursor) => sql`
      select ${columns} from ${listed} left join workshops w on w.id = e.workshop_id
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
      formatDateTime(row.created_at, language),
      offerStateText(row.offer_state, row.offer_expires_at, language),
    ],
  );
}
