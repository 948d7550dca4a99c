import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { actorLabel } from "#shared/admin/audit-actor.ts";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { listQuery, PAGE_SIZE } from "#shared/admin/list-query.ts";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { pageWithin } from "#server/admin/list-sql.server.ts";
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
  const { rows, total, page } = await pageWithin(asked, PAGE_SIZE, (shown) =>
    listAuditLog(db, shown, PAGE_SIZE),
  );
  return {
    page,
    total,
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      before: row.before === null ? null : JSON.stringify(row.before, null, 2),
      after: row.after === null ? null : JSON.stringify(row.after, null, 2),
    })),
  };
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
};

function Values({ label, json }: { label: string; json: string | null }) {
  if (json === null) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-semibold text-primary">{label}</summary>
      <pre tabIndex={0} className="mt-1 max-h-64 max-w-[28rem] overflow-auto rounded bg-muted p-2 text-xs">
        {json}
      </pre>
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
              <Td>{actionLabels[row.action]?.(locale) ?? row.action}</Td>
              <Td>
                <div>{entityLabels[row.entity]?.(locale) ?? row.entity}</div>
                {row.itemName ? <div className="font-medium break-all">{row.itemName}</div> : null}
                {row.entityId ? (
                  <div className="text-xs break-all text-muted-foreground">{row.entityId}</div>
                ) : null}
              </Td>
              <Td>
                <Values label={m.admin_audit_log_before({}, locale)} json={row.before} />
                <Values
                  label={
                    row.action === "export"
                      ? m.admin_audit_log_filters({}, locale)
                      : m.admin_audit_log_after({}, locale)
                  }
                  json={row.after}
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
