import { sql } from "drizzle-orm";
import { centsToEurosCsv } from "#shared/admin/euros.ts";
import { formatDateTime } from "#shared/admin/dates.ts";
import { hearAboutUsLabel } from "#shared/hear-about-us.ts";
import { bookingStatusLabel, refundStatusLabel } from "#shared/admin/statuses.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import type { Database } from "#server/db/client.server.ts";
import type { RefundFilter } from "#shared/admin/refund-filter.ts";
import type { BOOKING_STATUSES, InvoiceKind, RefundStatus } from "#shared/stored-values.ts";
import {
  afterCursor,
  EXPORT_BATCH_SIZE,
  keysetBatches,
  matches,
  matchesEveryWord,
} from "#server/db/list-sql.server.ts";
import { groupLabel } from "#shared/group-label.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";

export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type BookingFilter = { q: string; status: BookingStatus | null; refund?: RefundFilter | null };

/** The booking's refund as the back-office shows it (the live one; else the last declined request). */
export type AdminBookingRefund = {
  id: string;
  status: RefundStatus;
  amount: number;
  attempts: number;
  lastError: string;
  /** What the family wrote with its guarantee request (empty: nothing, or not a request). */
  requestReason: string;
};

export type AdminBookingRow = {
  id: string;
  reference: string;
  parentName: string;
  parentEmail: string;
  teenName: string;
  /** Null once the teen's details are erased. */
  teenAge: number | null;
  /** The references of the brothers and sisters booked in the same order (payment); empty when alone. */
  orderWith: string[];
  workshopTitle: string;
  amountPaid: number;
  status: BookingStatus;
  createdAt: string;
  /** What the details dialog adds to the table's columns. */
  parentPhone: string;
  /** The family's language, which its messages follow. */
  language: Language;
  schedule: string;
  discountCode: string;
  discountAmount: number;
  hearAboutUs: string;
  specialRequests: string;
  /** Paid through the site's payment provider (so the site can refund it). */
  paidOnline: boolean;
  refund: AdminBookingRefund | null;
  cancelledAt: string | null;
  teenDetailsErasedAt: string | null;
  /** The terms of sale the family accepted (their version's date) and when; null before they were asked. */
  termsVersion: string | null;
  termsAcceptedAt: string | null;
  /** When the family asked for the start within its withdrawal period; null: not asked. */
  expressRequestAt: string | null;
  /** The booking's invoice and credit notes, oldest first. */
  documents: AdminBookingDocument[];
  /** The group's schedule, which the refund policy reads; null while the booking waits for a group. */
  groupSchedule: GroupSchedule | null;
  /** The academy closed the booking's group and the family has until then to choose; null: no such choice. */
  closureDeadline: string | null;
};

export type AdminBookingDocument = { id: string; kind: InvoiceKind; number: string; total: number };

type SqlRow = {
  id: string;
  reference: string;
  parent_name: string;
  parent_email: string;
  teen_name: string;
  teen_age: number | null;
  workshop_title: string | null;
  amount_paid: number;
  status: BookingStatus;
  created_at: string;
  cursor_at: string;
  parent_phone: string | null;
  language: Language;
  date_range: string | null;
  time_text: string | null;
  group_id: string | null;
  time_zone: string | null;
  weekday: number | null;
  start_time: string | null;
  first_session_date: string | null;
  session_count: number | null;
  session_minutes: number | null;
  discount_code: string | null;
  discount_amount: number | null;
  hear_about_us: string | null;
  special_requests: string | null;
  paid_online: boolean;
  refund_id: string | null;
  refund_status: RefundStatus | null;
  refund_amount: number | null;
  refund_attempts: number | null;
  refund_error: string | null;
  refund_reason: string | null;
  cancelled_at: string | null;
  erased_at: string | null;
  terms_version: string | null;
  terms_accepted_at: string | null;
  express_request_at: string | null;
  documents: AdminBookingDocument[] | null;
  refunded_total: number | null;
  refunded_at: string | null;
  order_references: string[] | null;
  closure_deadline: string | null;
};

/** docs/product/accounts-and-back-office.md#bookings-screen: search by parent name, teen name, parent e-mail or the exact reference (the invoices list links to it); filter by status. */
function where({ q, status, refund }: BookingFilter) {
  return sql`where true
    ${status ? sql`and b.status = ${status}` : sql``}
    ${
      refund === "none"
        ? sql`and not exists (select 1 from refunds r where r.booking_id = b.id)`
        : refund
          ? sql`and exists (select 1 from refunds r where r.booking_id = b.id and r.status = ${refund})`
          : sql``
    }
    ${
      q
        ? sql`and (
            ${matchesEveryWord(sql`b.parent_first_name || ' ' || b.parent_last_name`, q)}
            or ${matchesEveryWord(sql`b.teen_first_name || ' ' || b.teen_last_name`, q)}
            or ${matches(sql`b.parent_email`, q)}
            or b.reference = upper(${q}))`
        : sql``
    }`;
}

const columns = sql`
  b.id, b.reference,
  trim(b.parent_first_name || ' ' || b.parent_last_name) as parent_name, b.parent_email,
  trim(b.teen_first_name || ' ' || b.teen_last_name) as teen_name, b.teen_age,
  w.title as workshop_title, b.amount_paid, b.status,
  to_json(b.created_at)#>>'{}' as created_at, b.created_at::text as cursor_at,
  b.parent_phone, b.language, o.date_range, o.time_text, b.group_id, o.time_zone, o.weekday, o.start_time,
  o.first_session_date::text as first_session_date, o.session_count, o.session_minutes, b.discount_code, b.discount_amount, b.hear_about_us,
  b.special_requests, b.hold_id is not null as paid_online,
  rf.id as refund_id, rf.status as refund_status, rf.amount as refund_amount,
  rf.attempts as refund_attempts, rf.last_error as refund_error, rf.request_reason as refund_reason,
  to_json(b.cancelled_at)#>>'{}' as cancelled_at, to_json(b.teen_details_erased_at)#>>'{}' as erased_at,
  b.terms_version, to_json(b.terms_accepted_at)#>>'{}' as terms_accepted_at,
  to_json(b.express_request_at)#>>'{}' as express_request_at,
  (select json_agg(json_build_object('id', i.id, 'kind', i.kind, 'number', i.number, 'total', i.total)
    order by i.issued_at, i.number) from invoices i
    where i.booking_id = b.id
      -- An order's one invoice belongs to its first booking; every teen of the order was paid on it.
      or (i.kind = 'invoice' and i.booking_id in (select s.id from bookings s where s.hold_id = b.hold_id))
  ) as documents,
  (select array_agg(s.reference order by s.order_seat) from bookings s
    where s.hold_id = b.hold_id) as order_references,
  (select sum(r.amount)::int from refunds r where r.booking_id = b.id and r.status = 'refunded') as refunded_total,
  (select to_json(max(r.refunded_at))#>>'{}' from refunds r
    where r.booking_id = b.id and r.status = 'refunded') as refunded_at,
  (select to_json(c.deadline)#>>'{}' from group_closure_offers c
    where c.booking_id = b.id and c.group_id = b.group_id and c.resolution is null
      and b.status = 'confirmed') as closure_deadline`;

/** The workshop's title, the group the family is in, and the booking's latest refund. */
const joins = sql`left join workshops w on w.id = b.workshop_id
  left join workshop_groups o on o.id = b.group_id
  left join lateral (
    select r.id, r.status, r.amount, r.attempts, r.last_error, r.request_reason from refunds r where r.booking_id = b.id
    order by (r.status <> 'declined') desc, r.created_at desc limit 1) rf on true`;

/** The group's schedule; a booking still waiting for a group has none. */
const groupScheduleOf = (row: SqlRow): GroupSchedule | null =>
  row.group_id && row.time_zone && row.weekday && row.start_time && row.first_session_date
    ? {
        timeZone: row.time_zone,
        weekday: row.weekday,
        startTime: row.start_time,
        firstSessionDate: row.first_session_date,
        sessionCount: row.session_count ?? 1,
        sessionMinutes: row.session_minutes ?? 60,
      }
    : null;

/** The group in its own time and zone; a booking still waiting for a group has none. */
const scheduleOf = (row: SqlRow) => {
  const schedule = groupScheduleOf(row);
  return schedule
    ? groupLabel(
        { dateRange: row.date_range ?? "", timeText: row.time_text ?? "", ...schedule },
        backOfficeLanguage,
      )
    : "";
};

function toRow(row: SqlRow): AdminBookingRow {
  return {
    id: row.id,
    reference: row.reference,
    parentName: row.parent_name,
    parentEmail: row.parent_email,
    teenName: row.teen_name,
    teenAge: row.teen_age,
    orderWith: (row.order_references ?? []).filter((reference) => reference !== row.reference),
    workshopTitle: row.workshop_title ?? "",
    amountPaid: row.amount_paid,
    status: row.status,
    createdAt: row.created_at,
    parentPhone: row.parent_phone ?? "",
    language: row.language,
    schedule: scheduleOf(row),
    discountCode: row.discount_code ?? "",
    discountAmount: row.discount_amount ?? 0,
    hearAboutUs: hearAboutUsLabel(row.hear_about_us, backOfficeLanguage),
    specialRequests: row.special_requests ?? "",
    paidOnline: row.paid_online,
    refund:
      row.refund_id && row.refund_status
        ? {
            id: row.refund_id,
            status: row.refund_status,
            amount: row.refund_amount ?? 0,
            attempts: row.refund_attempts ?? 0,
            lastError: row.refund_error ?? "",
            requestReason: row.refund_reason ?? "",
          }
        : null,
    cancelledAt: row.cancelled_at,
    teenDetailsErasedAt: row.erased_at,
    termsVersion: row.terms_version,
    termsAcceptedAt: row.terms_accepted_at,
    expressRequestAt: row.express_request_at,
    documents: row.documents ?? [],
    groupSchedule: groupScheduleOf(row),
    closureDeadline: row.closure_deadline,
  };
}

/** One page of bookings, newest first, and how many match. */
export async function searchBookings(db: Database, filter: BookingFilter, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  const count = () =>
    db.execute<{ total: number }>(sql`select count(*)::int as total from bookings b ${where(filter)}`);
  if (!filter.q) {
    // The page's ids first (an index-only walk of (status,) created_at, id, even deep in the
    // list), then their rows; the count is another index-only scan.
    const [rows, total] = await Promise.all([
      db.execute<SqlRow>(sql`
        with page as (
          select b.id from bookings b ${where(filter)}
          order by b.created_at desc, b.id desc
          limit ${pageSize} offset ${offset})
        select ${columns} from page join bookings b on b.id = page.id ${joins}
        order by b.created_at desc, b.id desc`),
      count(),
    ]);
    return { rows: rows.rows.map(toRow), total: total.rows[0]?.total ?? 0 };
  }
  // A search: collect the matches once through the trigram indexes (the planner would otherwise
  // walk the date index and test every row), then take the page and the count from them.
  const result = await db.execute<SqlRow & { total_count: number }>(sql`
    with matches as materialized (select b.id, b.created_at from bookings b ${where(filter)}),
    page as (
      select id from matches order by created_at desc, id desc
      limit ${pageSize} offset ${offset})
    select ${columns}, (select count(*)::int from matches) as total_count
    from page join bookings b on b.id = page.id ${joins}
    order by b.created_at desc, b.id desc`);
  // An empty first page means no match; an empty later page (past the end) still needs the count.
  const total = result.rows[0]?.total_count ?? (page === 1 ? 0 : ((await count()).rows[0]?.total ?? 0));
  return { rows: result.rows.map(toRow), total };
}

/** The numbers of the booking's invoices or credit notes, oldest first ("AV-2026-0001, AV-2026-0002"). */
const documentNumbers = (row: SqlRow, kind: InvoiceKind) =>
  (row.documents ?? [])
    .filter((document) => document.kind === kind)
    .map((document) => document.number)
    .join(", ");

/** The CSV file's header row, in the back-office's language. */
export function bookingsCsvHeader(language: Language): string[] {
  const locale = { locale: language };
  return [
    m.admin_bookings_csv_reference({}, locale),
    m.admin_bookings_csv_parent({}, locale),
    m.admin_bookings_csv_parent_email({}, locale),
    m.admin_bookings_csv_teen({}, locale),
    m.admin_bookings_csv_age({}, locale),
    m.admin_bookings_csv_workshop({}, locale),
    m.admin_bookings_csv_amount({}, locale),
    m.admin_bookings_csv_status({}, locale),
    m.admin_bookings_csv_date({}, locale),
    m.admin_bookings_csv_schedule({}, locale),
    m.admin_bookings_csv_parent_phone({}, locale),
    m.admin_bookings_csv_discount_code({}, locale),
    m.admin_bookings_csv_discount({}, locale),
    m.admin_bookings_csv_heard_via({}, locale),
    m.admin_bookings_csv_special_requests({}, locale),
    m.admin_bookings_csv_refund_status({}, locale),
    m.admin_bookings_csv_refunded({}, locale),
    m.admin_bookings_csv_refunded_at({}, locale),
    m.admin_bookings_csv_invoice({}, locale),
    m.admin_bookings_csv_credit_notes({}, locale),
    m.admin_bookings_csv_order({}, locale),
  ];
}

/** The filtered bookings for the CSV file, batch by batch (amounts in euros), labels in `language`. */
export function bookingCsvBatches(db: Database, filter: BookingFilter, language: Language) {
  return keysetBatches<SqlRow, (string | number)[]>(
    db,
    (cursor) => sql`
      select ${columns} from bookings b ${joins}
      ${where(filter)} ${afterCursor(sql`b.created_at`, sql`b.id`, cursor)}
      order by b.created_at desc, b.id desc
      limit ${EXPORT_BATCH_SIZE}`,
    (row) => [
      row.reference,
      row.parent_name,
      row.parent_email,
      row.teen_name,
      row.teen_age ?? "",
      row.workshop_title ?? "",
      centsToEurosCsv(row.amount_paid),
      bookingStatusLabel(row.status, language),
      formatDateTime(row.created_at, language),
      scheduleOf(row),
      row.parent_phone ?? "",
      row.discount_code ?? "",
      row.discount_amount ? centsToEurosCsv(row.discount_amount) : "",
      hearAboutUsLabel(row.hear_about_us, language),
      row.special_requests ?? "",
      // What an accountant reconciles: the refund, the money back and when, and the documents' numbers.
      row.refund_status ? refundStatusLabel(row.refund_status, language) : "",
      row.refunded_total ? centsToEurosCsv(row.refunded_total) : "",
      formatDateTime(row.refunded_at, language),
      documentNumbers(row, "invoice"),
      documentNumbers(row, "credit_note"),
      // Teens booked in one payment share their order's first reference here (empty when alone).
      (row.order_references?.length ?? 0) > 1 ? row.order_references![0]! : "",
    ],
  );
}
