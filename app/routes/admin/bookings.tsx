import { useState } from "react";
import { data, useFetcher } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { BookingDetailsDialog } from "#app/components/admin/booking-details-dialog.tsx";
import { CancelBookingDialog } from "#app/components/admin/cancel-booking-dialog.tsx";
import { ListToolbar } from "#app/components/admin/list-toolbar.tsx";
import { LoadFailed } from "#app/components/admin/load-failed.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { useChangeToast, useLoadErrorToast } from "#app/components/admin/use-change-toast.ts";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { formatDateFr } from "#shared/admin/dates.ts";
import { listQuery, PAGE_SIZE } from "#shared/admin/list-query.ts";
import { bookingStatusLabel, refundStatusLabel } from "#shared/admin/statuses.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { formatEurosFr } from "#shared/money.ts";
import { parseForm } from "#shared/parse-form.ts";
import { paths } from "#shared/paths.ts";
import { pageWithin } from "#server/db/list-sql.server.ts";
import { asReplyErrors, firstFieldMessages } from "#server/admin/change-action.server.ts";
import { inWords } from "#server/admin/result.server.ts";
import type { Actor } from "#server/audit/audit-log.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { searchBookings } from "#server/bookings/admin-bookings.server.ts";
import { refundAdviceFor, type ListedBooking } from "#server/refunds/admin-refund-advice.server.ts";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import { eraseTeenDetailsNow } from "#server/privacy/admin-erasure.server.ts";
import { acceptRefundRequest, declineRefundRequest } from "#server/refunds/decide-refund-request.server.ts";
import { retryRefundNow } from "#server/refunds/retry-refund-now.server.ts";
import type { Services } from "#server/services.server.ts";
import { cancelFailedText, cancelledText, cancelRefusalText } from "#shared/admin/booking-cancel-answer.ts";
import { cancelBookingFormSchema } from "#shared/admin/booking-cancel-form.ts";
import { erasedText, erasureFailedText, erasureRefusalText } from "#shared/admin/erasure-answer.ts";
import {
  refundDecisionText,
  refundRequestFailedText,
  refundRequestRefusalText,
  retriedText,
  retryFailedText,
  retryRefusalText,
} from "#shared/admin/refund-answer.ts";
import { refundFilter, REFUND_FILTERS } from "#shared/admin/refund-filter.ts";
import { BOOKING_STATUSES } from "#shared/stored-values.ts";
import type { Route } from "./+types/bookings";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_bookings_title({}, locale), "back-office") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const { q, status, page } = listQuery(url, BOOKING_STATUSES);
  const refund = refundFilter(url);
  const query = { q, status: status ?? "all", refund: refund ?? "all", page };
  try {
    const { db } = context.services;
    const result = await pageWithin(page, PAGE_SIZE, (shown) =>
      searchBookings(db, { q, status, refund }, shown, PAGE_SIZE),
    );
    const now = new Date();
    const rows = result.rows.map((row) => ({
      ...row,
      refundAdvice: refundAdviceFor(row, now, backOfficeLanguage),
    }));
    return { query: { ...query, page: result.page }, rows, total: result.total, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, "Error loading bookings");
    return { query, rows: [] as ListedBooking[], total: 0, failed: true };
  }
}

/**
 * The cancel dialog's post, read with its shared schema (docs/decisions/012-forms-and-messages.md):
 * a refused form or amount answers 400 with Conform's reply, whose messages show under the fields.
 */
async function cancelAnswer(formData: FormData, services: Services, actor: Actor, language: Language) {
  const submission = parseForm(formData, cancelBookingFormSchema(language));
  if (submission.status !== "success") {
    const reply = submission.reply();
    const fieldErrors = firstFieldMessages(reply);
    const message = Object.values(fieldErrors)[0] ?? m.admin_unknown_action({}, { locale: language });
    return data<ChangeAnswer>({ ok: false, message, fieldErrors, submission: reply }, { status: 400 });
  }
  try {
    const { id, refund } = submission.value;
    const result = inWords(await cancelBooking(services, actor, id, refund), (refusal) =>
      cancelRefusalText(refusal, language),
    );
    if (!result.ok) {
      // A refusal about the amount (more than was paid) shows under the dialog's field too; any
      // other refusal clears the field's message.
      const { error, fieldErrors } = result;
      const reply = submission.reply(fieldErrors ? { fieldErrors: asReplyErrors(fieldErrors) } : {});
      return data<ChangeAnswer>(
        { ok: false, message: error, ...(fieldErrors && { fieldErrors }), submission: reply },
        { status: fieldErrors ? 400 : 409 },
      );
    }
    return data<ChangeAnswer>({ ok: true, message: cancelledText(result.value, language) });
  } catch (error) {
    services.logger.error({ err: error }, "Cancelling a booking failed");
    return data<ChangeAnswer>({ ok: false, message: cancelFailedText(language) }, { status: 500 });
  }
}

/**
 * The booking details' changes: 'cancel' (with a full, partial or no refund), 'retry-refund' (a
 * failed refund, now), 'accept-request' / 'decline-request' (a family's guarantee request) and
 * 'erase' (the teen's details, once the booking is cancelled).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const actor = { id: user.id, email: user.email };
  const { logger } = context.services;
  const form = await request.formData();
  const intent = form.get("intent");
  const language = backOfficeLanguage;
  if (intent === "cancel") return cancelAnswer(form, context.services, actor, language);
  const id = form.get("id");
  const unknownAction = m.admin_unknown_action({}, { locale: language });
  if (typeof id !== "string")
    return data<ChangeAnswer>({ ok: false, message: unknownAction }, { status: 400 });
  if (intent === "erase") {
    try {
      const result = await eraseTeenDetailsNow(context.services.db, actor, id.trim());
      if (!result.ok)
        return data<ChangeAnswer>(
          { ok: false, message: erasureRefusalText(result, language) },
          { status: 409 },
        );
      return data<ChangeAnswer>({ ok: true, message: erasedText(language) });
    } catch (error) {
      logger.error({ err: error }, "Erasing a teen's details failed");
      return data<ChangeAnswer>({ ok: false, message: erasureFailedText(language) }, { status: 500 });
    }
  }
  if (intent === "accept-request" || intent === "decline-request") {
    try {
      const decide = intent === "accept-request" ? acceptRefundRequest : declineRefundRequest;
      const result = await decide(context.services, actor, id.trim());
      if (!result.ok)
        return data<ChangeAnswer>(
          { ok: false, message: refundRequestRefusalText(result, language) },
          { status: 409 },
        );
      return data<ChangeAnswer>({ ok: true, message: refundDecisionText(result.value, language) });
    } catch (error) {
      logger.error({ err: error }, "Deciding a refund request failed");
      return data<ChangeAnswer>({ ok: false, message: refundRequestFailedText(language) }, { status: 500 });
    }
  }
  if (intent === "retry-refund") {
    try {
      const result = await retryRefundNow(context.services, actor, id.trim());
      if (!result.ok)
        return data<ChangeAnswer>(
          { ok: false, message: retryRefusalText(result, language) },
          { status: 409 },
        );
      return data<ChangeAnswer>({ ok: true, message: retriedText(result.value.amount, language) });
    } catch (error) {
      logger.error({ err: error }, "Retrying a refund failed");
      return data<ChangeAnswer>({ ok: false, message: retryFailedText(language) }, { status: 500 });
    }
  }
  return data<ChangeAnswer>({ ok: false, message: unknownAction }, { status: 400 });
}

const statusChoices = (language: Language) => [
  { value: "all", label: m.admin_all_statuses({}, { locale: language }) },
  ...BOOKING_STATUSES.map((value) => ({ value, label: bookingStatusLabel(value, language) })),
];

const refundChoices = (language: Language) => [
  { value: "all", label: m.admin_bookings_all_refunds({}, { locale: language }) },
  ...REFUND_FILTERS.map((value) => ({
    value,
    label:
      value === "none"
        ? m.admin_bookings_no_refund({}, { locale: language })
        : refundStatusLabel(value, language),
  })),
];

const badgeVariant = { confirmed: "success", cancelled: "destructive", pending: "muted" } as const;
const refundVariant = {
  requested: "warning",
  declined: "muted",
  pending: "muted",
  refunded: "success",
  failed: "destructive",
} as const;

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, failed } = loaderData;
  const language = useLanguage();
  const locale = { locale: language };
  const loadError = m.admin_bookings_load_error({}, locale);
  useLoadErrorToast(failed, loadError);
  const [shown, setShown] = useState<ListedBooking | null>(null);
  const [cancelling, setCancelling] = useState<ListedBooking | null>(null);
  const [erasing, setErasing] = useState<ListedBooking | null>(null);
  const changer = useFetcher<ChangeAnswer>();
  useChangeToast(changer);
  // The dialog shows the row as the list has it now (its refund and erasure change under it).
  const shownRow = shown ? (rows.find((row) => row.id === shown.id) ?? shown) : null;
  const exportParams = new URLSearchParams({ q: query.q, status: query.status, refund: query.refund });
  return (
    <>
      <AdminPageHeader
        title={m.admin_bookings_title({}, locale)}
        description={m.admin_bookings_description({}, locale)}
      />
      <ListToolbar
        searchLabel={m.admin_bookings_search({}, locale)}
        placeholder={m.admin_bookings_search_placeholder({}, locale)}
        q={query.q}
        status={{ value: query.status, choices: statusChoices(language) }}
        filters={[
          {
            name: "refund",
            label: m.admin_bookings_refund({}, locale),
            value: query.refund,
            choices: refundChoices(language),
          },
        ]}
        exportHref={`${paths.adminBookingsExport}?${exportParams.toString()}`}
      />
      {failed ? <LoadFailed message={loadError} /> : null}
      <Table aria-label={m.admin_bookings_title({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_bookings_col_parent({}, locale)}</Th>
            <Th>{m.admin_bookings_col_teen({}, locale)}</Th>
            <Th>{m.admin_bookings_col_age({}, locale)}</Th>
            <Th>{m.admin_bookings_col_workshop({}, locale)}</Th>
            <Th className="text-right">{m.admin_bookings_col_amount({}, locale)}</Th>
            <Th>{m.admin_bookings_col_status({}, locale)}</Th>
            <Th>{m.admin_bookings_refund({}, locale)}</Th>
            <Th>{m.admin_bookings_col_date({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td>
                <button
                  type="button"
                  onClick={() => setShown(row)}
                  aria-haspopup="dialog"
                  title={m.admin_bookings_show_details({}, locale)}
                  className="text-left font-medium text-primary hover:underline focus-visible:underline"
                >
                  {row.parentName}
                </button>
                {/* A long address may break anywhere: the table fits 1280 px with its Date column. */}
                <div className="text-xs [overflow-wrap:anywhere] text-muted-foreground">
                  {row.parentEmail}
                </div>
              </Td>
              <Td>
                {row.teenName}
                {row.orderWith.length > 0 && (
                  <span className="block text-xs text-muted-foreground">
                    {m.admin_bookings_order_with({ references: row.orderWith.join(", ") }, locale)}
                  </span>
                )}
              </Td>
              <Td className="tabular-nums">{row.teenAge}</Td>
              <Td>{row.workshopTitle}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatEurosFr(row.amountPaid)}</Td>
              <Td>
                <Badge variant={badgeVariant[row.status]}>{bookingStatusLabel(row.status, language)}</Badge>
              </Td>
              <Td>
                {row.refund ? (
                  <Badge variant={refundVariant[row.refund.status]}>
                    {`${refundStatusLabel(row.refund.status, language)} · ${formatEurosFr(row.refund.amount)}`}
                  </Badge>
                ) : (
                  <span className="text-muted-foreground">{m.admin_none({}, locale)}</span>
                )}
              </Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.createdAt)}</Td>
            </tr>
          ))}
          {rows.length === 0 && !failed ? (
            <TableEmptyRow colSpan={8}>{m.admin_bookings_empty({}, locale)}</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pagination page={query.page} pageSize={PAGE_SIZE} total={total} />
      <Dialog open={shownRow !== null} onOpenChange={(isOpen) => !isOpen && setShown(null)}>
        {shownRow ? (
          <BookingDetailsDialog
            booking={shownRow}
            busy={changer.state !== "idle"}
            onCancel={() => {
              setCancelling(shownRow);
              setShown(null);
            }}
            onRetryRefund={() =>
              void changer.submit({ intent: "retry-refund", id: shownRow.id }, { method: "post" })
            }
            onDecideRequest={(decision) =>
              void changer.submit({ intent: decision, id: shownRow.id }, { method: "post" })
            }
            onErase={() => {
              setErasing(shownRow);
              setShown(null);
            }}
          />
        ) : null}
      </Dialog>
      <CancelBookingDialog
        key={cancelling?.id ?? "closed"}
        booking={cancelling}
        onClose={() => setCancelling(null)}
      />
      <ConfirmDialog
        open={erasing !== null}
        onOpenChange={(isOpen) => !isOpen && setErasing(null)}
        title={m.admin_bookings_erase_title({}, locale)}
        question={m.admin_bookings_erase_question({ reference: erasing?.reference ?? "" }, locale)}
        confirmLabel={m.admin_bookings_erase_confirm({}, locale)}
        busy={changer.state !== "idle"}
        onConfirm={() => {
          if (erasing) void changer.submit({ intent: "erase", id: erasing.id }, { method: "post" });
          setErasing(null);
        }}
      />
    </>
  );
}
