import { sql, type SQL } from "drizzle-orm";
import { formatDateTime } from "#shared/admin/dates.ts";
import { offerStateText, type OfferState } from "#shared/admin/offer-states.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { Database } from "#server/db/client.server.ts";
import {
  afterCursor,
  EXPORT_BATCH_SIZE,
  keysetBatches,
  matches,
  matchesEveryWord,
} from "#server/db/list-sql.server.ts";

export type WaitlistFilter = { q: string; offer?: OfferState | null };

export type AdminWaitlistRow = {
  id: string;
  parentName: string;
  parentEmail: string;
  teenName: string;
  /** Null when the family did not say. */
  teenAge: number | null;
  /** The seats asked for: one per teen to seat together. */
  seats: number;
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
  seats: number;
  workshop_title: string | null;
  created_at: string;
  cursor_at: string;
  offer_state: OfferState;
  offer_expires_at: string | null;
};

/** An offer's state as the list shows it. */
const offerState = sql`case when o.status = 'claimed' then 'booked'
  when o.status = 'offered' and o.expires_at > now() then 'sent'
  else 'expired' end`;

/** Each entry's latest offer (one row per entry that has had one). */
const latestOffers = sql`(
  select distinct on (o.waiting_list_id) o.waiting_list_id, ${offerState} as state
  from waitlist_offers o where o.waiting_list_id is not null
  order by o.waiting_list_id, o.created_at desc
)`;

/** docs/product/accounts-and-back-office.md#waiting-list-screen: search by name (parent or teen) or e-mail, filter by offer. */
function entryWhere({ q, offer }: WaitlistFilter) {
  // The expressions of the trigram indexes on waiting_list (server/db/schema.server.ts).
  const search = q
    ? sql`and (${matchesEveryWord(sql`e.parent_first_name || ' ' || e.parent_last_name`, q)}
        or ${matchesEveryWord(sql`e.teen_first_name || ' ' || e.teen_last_name`, q)}
        or ${matches(sql`e.parent_email`, q)})`
    : sql``;
  const state =
    offer === "none"
      ? sql`and not exists (select 1 from waitlist_offers o where o.waiting_list_id = e.id)`
      : offer
        ? sql`and e.id in (select l.waiting_list_id from ${latestOffers} l where l.state = ${offer})`
        : sql``;
  return sql`where true ${search} ${state}`;
}

/**
 * The list's rows before their offer state: every entry, and the families who booked from an offer
 * (their entry is deleted when they book: docs/product/childrens-data.md#retention), shown as
 * 'Place réservée' so the administrators see where the place went. Each part is searched on its
 * own columns, so the search uses the entries' trigram indexes and the offer state is looked up
 * only for the rows shown (or counted, when filtered by it).
 */
function listed(filter: WaitlistFilter) {
  const claimed =
    !filter.offer || filter.offer === "booked"
      ? sql`union all
        select o.id, o.workshop_id, o.parent_email, '', '', '', '', null, o.seats, o.created_at, 'booked', o.expires_at
        from waitlist_offers o where o.status = 'claimed' and o.waiting_list_id is null
        ${filter.q ? sql`and ${matches(sql`o.parent_email`, filter.q)}` : sql``}`
      : sql``;
  return sql`(
    select e.id, e.workshop_id, e.parent_email, e.parent_first_name, e.parent_last_name,
      e.teen_first_name, e.teen_last_name, e.teen_age, e.seats, e.created_at,
      null::text as own_state, null::timestamptz as own_expires_at
    from waiting_list e ${entryWhere(filter)}
    ${claimed}
  ) e`;
}

/** The rows of `listed` that `tail` keeps (an order and a limit), with their latest offer and workshop. */
function shownRows(filter: WaitlistFilter, tail: SQL) {
  return sql`
    select e.id, trim(e.parent_first_name || ' ' || e.parent_last_name) as parent_name, e.parent_email,
      trim(e.teen_first_name || ' ' || e.teen_last_name) as teen_name, e.teen_age, e.seats,
      w.title as workshop_title, to_json(e.created_at)#>>'{}' as created_at, e.created_at::text as cursor_at,
      coalesce(e.own_state, o.state, 'none') as offer_state,
      to_json(coalesce(e.own_expires_at, o.expires_at))#>>'{}' as offer_expires_at
    from (select * from ${listed(filter)} ${tail}) e
    left join lateral (
      select ${offerState} as state, o.expires_at
      from waitlist_offers o where e.own_state is null and o.waiting_list_id = e.id
      order by o.created_at desc limit 1
    ) o on true
    left join workshops w on w.id = e.workshop_id
    order by e.created_at desc, e.id desc`;
}

function toRow(row: SqlRow): AdminWaitlistRow {
  return {
    id: row.id,
    parentName: row.parent_name,
    parentEmail: row.parent_email,
    teenName: row.teen_name,
    teenAge: row.teen_age,
    seats: row.seats,
    workshopTitle: row.workshop_title ?? "",
    createdAt: row.created_at,
    offerState: row.offer_state,
    offerExpiresAt: row.offer_expires_at,
  };
}

export async function searchWaitlist(db: Database, filter: WaitlistFilter, page: number, pageSize: number) {
  const [rows, total, all] = await Promise.all([
    db.execute<SqlRow>(
      shownRows(
        filter,
        sql`order by e.created_at desc, e.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from ${listed(filter)}`),
    // The counters count the rows the list shows (a family whose offer was booked included).
    db.execute<{ total: number; waiting: number }>(sql`
      select (select count(*)::int from ${listed({ q: "" })}) as total,
        (select count(*)::int from waiting_list e
          left join ${latestOffers} l on l.waiting_list_id = e.id
          where coalesce(l.state, 'none') <> 'booked') as waiting`),
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
    m.admin_waiting_list_csv_seats({}, locale),
    m.admin_waiting_list_csv_workshop({}, locale),
    m.admin_waiting_list_csv_date({}, locale),
    m.admin_waiting_list_csv_offer({}, locale),
  ];
}

export function waitlistCsvBatches(db: Database, filter: WaitlistFilter, language: Language) {
  return keysetBatches<SqlRow, (string | number | null)[]>(
    db,
    (cursor) =>
      shownRows(
        filter,
        sql`where true ${afterCursor(sql`e.created_at`, sql`e.id`, cursor)}
          order by e.created_at desc, e.id desc limit ${EXPORT_BATCH_SIZE}`,
      ),
    (row) => [
      row.parent_name,
      row.parent_email,
      row.teen_name,
      row.teen_age,
      row.seats,
      row.workshop_title ?? "",
      formatDateTime(row.created_at, language),
      offerStateText(row.offer_state, row.offer_expires_at, language),
    ],
  );
}
