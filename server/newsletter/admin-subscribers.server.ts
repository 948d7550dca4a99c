import { sql } from "drizzle-orm";
import { formatDateTime } from "#shared/admin/dates.ts";
import { subscriberStatus, subscriberStatusLabel } from "#shared/admin/statuses.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { SubscriberStatus } from "#shared/stored-values.ts";
import type { Database } from "#server/db/client.server.ts";
import { afterCursor, EXPORT_BATCH_SIZE, keysetBatches, matches } from "#server/db/list-sql.server.ts";

export type SubscriberFilter = { q: string; status: SubscriberStatus | null };

export type AdminSubscriberRow = {
  id: string;
  email: string;
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

type SqlRow = {
  id: string;
  email: string;
  confirmed: boolean;
  subscribed_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  cursor_at: string;
};

/** The derived status (docs/product/waiting-list-and-newsletter.md#subscriber-status), in SQL, so the filter and the counters agree with the table. */
const statusCondition: Record<SubscriberStatus, ReturnType<typeof sql>> = {
  unsubscribed: sql`s.unsubscribed_at is not null`,
  confirmed: sql`s.unsubscribed_at is null and s.confirmed`,
  pending: sql`s.unsubscribed_at is null and not s.confirmed`,
};

function where({ q, status }: SubscriberFilter) {
  return sql`where true
    ${status ? sql`and ${statusCondition[status]}` : sql``}
    ${q ? sql`and ${matches(sql`s.email`, q)}` : sql``}`;
}

const columns = sql`
  s.id, s.email, s.confirmed,
  to_json(s.subscribed_at)#>>'{}' as subscribed_at,
  to_json(s.confirmed_at)#>>'{}' as confirmed_at,
  to_json(s.unsubscribed_at)#>>'{}' as unsubscribed_at,
  s.subscribed_at::text as cursor_at`;

function toRow(row: SqlRow): AdminSubscriberRow {
  return {
    id: row.id,
    email: row.email,
    status: subscriberStatus({ confirmed: row.confirmed, unsubscribedAt: row.unsubscribed_at }),
    subscribedAt: row.subscribed_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

/** The four counters of the newsletter page (total, confirmed, pending, unsubscribed). */
export async function subscriberCounters(db: Database) {
  const result = await db.execute<Record<"total" | SubscriberStatus, number>>(sql`
    select count(*)::int as total,
      (count(*) filter (where ${statusCondition.confirmed}))::int as confirmed,
      (count(*) filter (where ${statusCondition.pending}))::int as pending,
      (count(*) filter (where ${statusCondition.unsubscribed}))::int as unsubscribed
    from newsletter_subscribers s`);
  return result.rows[0] ?? { total: 0, confirmed: 0, pending: 0, unsubscribed: 0 };
}

export async function searchSubscribers(
  db: Database,
  filter: SubscriberFilter,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    db.execute<SqlRow>(sql`
      select ${columns} from newsletter_subscribers s ${where(filter)}
      order by s.subscribed_at desc, s.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from newsletter_subscribers s ${where(filter)}`,
    ),
  ]);
  return { rows: rows.rows.map(toRow), total: total.rows[0]?.total ?? 0 };
}

/** The CSV file's header row, in the back-office's language. */
export function subscribersCsvHeader(language: Language): string[] {
  const locale = { locale: language };
  return [
    m.admin_newsletter_csv_email({}, locale),
    m.admin_newsletter_csv_status({}, locale),
    m.admin_newsletter_csv_subscribed({}, locale),
    m.admin_newsletter_csv_confirmed({}, locale),
    m.admin_newsletter_csv_unsubscribed({}, locale),
  ];
}

export function subscriberCsvBatches(db: Database, filter: SubscriberFilter, language: Language) {
  return keysetBatches<SqlRow, string[]>(
    db,
    (cursor) => sql`
      select ${columns} from newsletter_subscribers s
      ${where(filter)} ${afterCursor(sql`s.subscribed_at`, sql`s.id`, cursor)}
      order by s.subscribed_at desc, s.id desc
      limit ${EXPORT_BATCH_SIZE}`,
    (row) => {
      const status = subscriberStatus({ confirmed: row.confirmed, unsubscribedAt: row.unsubscribed_at });
      return [
        row.email,
        subscriberStatusLabel(status, language),
        formatDateTime(row.subscribed_at, language),
        formatDateTime(row.confirmed_at, language),
        formatDateTime(row.unsubscribed_at, language),
      ];
    },
  );
}
