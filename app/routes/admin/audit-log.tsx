import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { actorLabel } from "#shared/admin/audit-actor.ts";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { auditExportFormat, auditLines, type AuditLine } from "#shared/admin/audit-words.ts";
import { listQuery, PAGE_SIZE } from "#shared/admin/list-query.ts";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { pageWithin } from "#server/db/list-sql.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Route } from "./+types/audit-log";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_audit_log_title({}, locale), "back-office") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { page: asked } = listQuery(new URL(request.url), []);
  const { db } = context.services;
  const { rows, total, page, referenced } = await pageWithin(asked, PAGE_SIZE, (shown) =>
    listAuditLog(db, shown, PAGE_SIZE),
  );
  const language = backOfficeLanguage;
  return {
    page,
    total,
    rows: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: actionLabel(row.action, row.after, language),
      entity: entityLabels[row.entity]?.({ locale: language }) ?? row.entity,
      itemName: row.itemName,
      // The id only when nothing names the item.
      entityId: row.itemName ? null : row.entityId,
      // A list's export keeps its filters; a booking's data export, its file.
      isExport: row.action === "export" && auditExportFormat(row.after) !== "json",
      createdAt: row.createdAt.toISOString(),
      before: auditLines(row.before, referenced, language),
      after: auditLines(row.after, referenced, language),
    })),
  };
}

/** An entry's action in words; an export by what it downloaded (CSV, a booking's JSON, a ZIP). */
function actionLabel(action: string, after: unknown, language: Language): string {
  const locale = { locale: language };
  if (action === "export") {
    const format = auditExportFormat(after);
    if (format === "csv") return m.admin_audit_action_export({}, locale);
    if (format === "json") return m.admin_audit_action_export_json({}, locale);
    if (format === "zip") return m.admin_audit_action_export_zip({}, locale);
    return m.admin_audit_action_export_other({}, locale);
  }
  return actionLabels[action]?.(locale) ?? action;
}

/** An entry's action as the trail names it; an action without a label shows its code. */
const actionLabels: Record<string, (locale: { locale: Language }) => string> = {
  create: (locale) => m.admin_audit_action_create({}, locale),
  update: (locale) => m.admin_audit_action_update({}, locale),
  delete: (locale) => m.admin_audit_action_delete({}, locale),
  export: (locale) => m.admin_audit_action_export({}, locale),
  cancel: (locale) => m.admin_audit_action_cancel({}, locale),
  close: (locale) => m.admin_audit_action_close({}, locale),
  reopen: (locale) => m.admin_audit_action_reopen({}, locale),
  assign: (locale) => m.admin_audit_action_assign({}, locale),
  refund: (locale) => m.admin_audit_action_refund({}, locale),
  erase: (locale) => m.admin_audit_action_erase({}, locale),
};

const entityLabels: Record<string, (locale: { locale: Language }) => string> = {
  workshop: (locale) => m.admin_audit_entity_workshop({}, locale),
  discount_code: (locale) => m.admin_audit_entity_discount_code({}, locale),
  page_content: (locale) => m.admin_audit_entity_page_content({}, locale),
  booking: (locale) => m.admin_audit_entity_booking({}, locale),
  bookings: (locale) => m.admin_audit_entity_bookings({}, locale),
  newsletter: (locale) => m.admin_audit_entity_newsletter({}, locale),
  waiting_list: (locale) => m.admin_audit_entity_waiting_list({}, locale),
  group: (locale) => m.admin_audit_entity_group({}, locale),
  invoices: (locale) => m.admin_audit_entity_invoices({}, locale),
  coach: (locale) => m.admin_audit_entity_coach({}, locale),
  group_message: (locale) => m.admin_audit_entity_group_message({}, locale),
  review: (locale) => m.admin_audit_entity_review({}, locale),
};

/** The values before or after, one "Field: value" line each. */
function Values({ label, lines }: { label: string; lines: AuditLine[] | null }) {
  if (lines === null || lines.length === 0) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-semibold text-primary">{label}</summary>
      <dl className="mt-1 max-w-[28rem] rounded bg-muted p-2 text-xs">
        {lines.map((line, index) => (
          <div key={`${line.label}-${index}`} className="break-words">
            {line.label ? <dt className="inline font-semibold">{line.label} : </dt> : null}
            <dd className="inline">{line.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, page, total } = loaderData;
  const locale = { locale: useLanguage() };
  return (
    <>
      <AdminPageHeader
        title={m.admin_audit_log_title({}, locale)}
        description={m.admin_audit_log_description({}, locale)}
      />
      <Table aria-label={m.admin_audit_log_title({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_audit_log_col_date({}, locale)}</Th>
            <Th>{m.admin_audit_log_col_admin({}, locale)}</Th>
            <Th>{m.admin_audit_log_col_action({}, locale)}</Th>
            <Th>{m.admin_audit_log_col_item({}, locale)}</Th>
            <Th>{m.admin_audit_log_col_details({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td className="whitespace-nowrap">{formatDateTimeFr(row.createdAt)}</Td>
              <Td className="break-all">{actorLabel(row.actorEmail, locale.locale)}</Td>
              <Td>{row.action}</Td>
              <Td>
                <div>{row.entity}</div>
                {row.itemName ? <div className="font-medium break-words">{row.itemName}</div> : null}
                {row.entityId ? (
                  <div className="text-xs break-all text-muted-foreground">{row.entityId}</div>
                ) : null}
              </Td>
              <Td>
                <Values label={m.admin_audit_log_before({}, locale)} lines={row.before} />
                <Values
                  label={
                    row.isExport ? m.admin_audit_log_filters({}, locale) : m.admin_audit_log_after({}, locale)
                  }
                  lines={row.after}
                />
              </Td>
            </tr>
          ))}
          {rows.length === 0 ? (
            <TableEmptyRow colSpan={5}>{m.admin_audit_log_empty({}, locale)}</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
