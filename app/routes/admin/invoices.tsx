import { Download } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { ListToolbar } from "#app/components/admin/list-toolbar.tsx";
import { LoadFailed } from "#app/components/admin/load-failed.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { useLoadErrorToast } from "#app/components/admin/use-change-toast.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { stickyActions, Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { formatDateFr } from "#shared/admin/dates.ts";
import {
  ARCHIVE_LIMIT,
  invoiceFilterParams,
  invoiceKindLabel,
  invoiceListQuery,
  invoiceStateLabel,
} from "#shared/admin/invoice-filter.ts";
import { PAGE_SIZE } from "#shared/admin/list-query.ts";
import { formatNumberFr } from "#shared/admin/numbers.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { formatEurosFr } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { INVOICE_KINDS } from "#shared/stored-values.ts";
import { pageWithin } from "#server/db/list-sql.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { searchInvoices } from "#server/invoices/admin-invoices.server.ts";
import type { Route } from "./+types/invoices";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_invoices_title({}, locale), "back-office") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { page, ...filter } = invoiceListQuery(new URL(request.url));
  const query = { ...filter, type: filter.type ?? "all", page };
  const { db, logger } = context.services;
  try {
    const result = await pageWithin(page, PAGE_SIZE, (shown) => searchInvoices(db, filter, shown, PAGE_SIZE));
    return {
      query: { ...query, page: result.page },
      params: invoiceFilterParams(filter),
      rows: result.rows,
      total: result.total,
      failed: false,
    };
  } catch (error) {
    logger.error({ err: error }, "Error loading invoices");
    return { query, params: invoiceFilterParams(filter), rows: [], total: 0, failed: true };
  }
}

const typeChoices = (language: Language) => [
  { value: "all", label: m.admin_invoices_all_kinds({}, { locale: language }) },
  ...INVOICE_KINDS.map((value) => ({ value, label: invoiceKindLabel(value, language) })),
];

const stateVariant = { paid: "success", refunded: "destructive", partly_refunded: "warning" } as const;

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { query, params, rows, total, failed } = loaderData;
  const language = useLanguage();
  const locale = { locale: language };
  const loadError = m.admin_invoices_load_error({}, locale);
  useLoadErrorToast(failed, loadError);
  const limit = formatNumberFr(ARCHIVE_LIMIT);
  const archive =
    total > ARCHIVE_LIMIT
      ? { href: null, hint: m.admin_invoices_archive_too_many({ limit }, locale) }
      : {
          href: `${paths.adminInvoicesArchive}?${params}`,
          hint: m.admin_invoices_archive_hint({ limit }, locale),
        };
  return (
    <>
      <AdminPageHeader
        title={m.admin_invoices_title({}, locale)}
        description={m.admin_invoices_description({}, locale)}
      />
      <ListToolbar
        searchLabel={m.admin_invoices_search({}, locale)}
        placeholder={m.admin_invoices_search_placeholder({}, locale)}
        q={query.q}
        filters={[
          {
            name: "type",
            label: m.admin_invoices_kind({}, locale),
            value: query.type,
            choices: typeChoices(language),
          },
        ]}
        period={{ from: query.from, to: query.to }}
        exportHref={`${paths.adminInvoicesExport}?${params}`}
        otherDownload={{ label: m.admin_invoices_archive({}, locale), ...archive }}
      />
      {failed ? <LoadFailed message={loadError} /> : null}
      <Table aria-label={m.admin_invoices_title({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_invoices_col_number({}, locale)}</Th>
            <Th>{m.admin_invoices_col_date({}, locale)}</Th>
            <Th>{m.admin_invoices_col_family({}, locale)}</Th>
            <Th>{m.admin_invoices_col_booking({}, locale)}</Th>
            <Th className="text-right">{m.admin_invoices_col_amount({}, locale)}</Th>
            <Th>{m.admin_invoices_col_state({}, locale)}</Th>
            <Th className={stickyActions.head}>{m.admin_invoices_col_pdf({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const creditNote = row.kind === "credit_note";
            return (
              <tr key={row.id}>
                <Td className="font-medium whitespace-nowrap tabular-nums">{row.number}</Td>
                <Td className="whitespace-nowrap">{formatDateFr(row.issuedAt)}</Td>
                <Td>
                  <div>{row.customerName}</div>
                  <div className="text-xs break-all text-muted-foreground">{row.customerEmail}</div>
                </Td>
                <Td className="whitespace-nowrap">
                  <Link
                    to={`${paths.adminBookings}?${new URLSearchParams({ q: row.bookingReference }).toString()}`}
                    className="text-primary hover:underline"
                  >
                    {row.bookingReference}
                  </Link>
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">
                  {creditNote ? `−${formatEurosFr(row.total)}` : formatEurosFr(row.total)}
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    <Badge variant={creditNote ? "accent" : "default"}>
                      {invoiceKindLabel(row.kind, language)}
                    </Badge>
                    {row.state ? (
                      <Badge variant={stateVariant[row.state]}>
                        {invoiceStateLabel(row.state, language)}
                      </Badge>
                    ) : null}
                  </div>
                  {row.correctsNumber ? (
                    <div className="mt-1 text-xs whitespace-nowrap text-muted-foreground">
                      {m.admin_invoices_corrects({ number: row.correctsNumber }, locale)}
                    </div>
                  ) : null}
                </Td>
                <Td className={stickyActions.cell}>
                  <a
                    href={paths.adminInvoicePdf(row.id)}
                    download
                    aria-label={m.admin_invoices_download({ number: row.number }, locale)}
                    title={m.admin_invoices_download({ number: row.number }, locale)}
                    className={buttonVariants({ variant: "ghost", size: "sm" })}
                  >
                    <Download aria-hidden="true" />
                    PDF
                  </a>
                </Td>
              </tr>
            );
          })}
          {rows.length === 0 && !failed ? (
            <TableEmptyRow colSpan={7}>{m.admin_invoices_empty({}, locale)}</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pagination page={query.page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
