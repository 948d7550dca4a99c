import { SUBSCRIBER_STATUSES } from "#shared/stored-values.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { ListToolbar } from "#app/components/admin/list-toolbar.tsx";
import { LoadFailed } from "#app/components/admin/load-failed.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { StatTile } from "#app/components/admin/stat-tile.tsx";
import { useLoadErrorToast } from "#app/components/admin/use-change-toast.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { formatDateFr } from "#shared/admin/dates.ts";
import { listQuery, PAGE_SIZE } from "#shared/admin/list-query.ts";
import { subscriberStatusLabel } from "#shared/admin/statuses.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { paths } from "#shared/paths.ts";
import { pageWithin } from "#server/db/list-sql.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { searchSubscribers, subscriberCounters } from "#server/newsletter/admin-subscribers.server.ts";
import type { Route } from "./+types/newsletter";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_newsletter_title({}, locale), "back-office") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { q, status, page } = listQuery(new URL(request.url), SUBSCRIBER_STATUSES);
  const query = { q, status: status ?? "all", page };
  const { db, logger } = context.services;
  try {
    const [counters, result] = await Promise.all([
      subscriberCounters(db),
      pageWithin(page, PAGE_SIZE, (shown) => searchSubscribers(db, { q, status }, shown, PAGE_SIZE)),
    ]);
    const { rows, total } = result;
    return { query: { ...query, page: result.page }, counters, rows, total, failed: false };
  } catch (error) {
    logger.error({ err: error }, "Error loading newsletter subscribers");
    const counters = { total: 0, confirmed: 0, pending: 0, unsubscribed: 0 };
    return { query, counters, rows: [], total: 0, failed: true };
  }
}

const statusChoices = (language: Language) => [
  { value: "all", label: m.admin_all_statuses({}, { locale: language }) },
  ...SUBSCRIBER_STATUSES.map((value) => ({ value, label: subscriberStatusLabel(value, language) })),
];

const badgeVariant = { confirmed: "success", pending: "muted", unsubscribed: "destructive" } as const;

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { query, counters, rows, total, failed } = loaderData;
  const language = useLanguage();
  const locale = { locale: language };
  const loadError = m.admin_newsletter_load_error({}, locale);
  useLoadErrorToast(failed, loadError);
  const exportParams = new URLSearchParams({ q: query.q, status: query.status });
  return (
    <>
      <AdminPageHeader
        title={m.admin_newsletter_title({}, locale)}
        description={m.admin_newsletter_description({}, locale)}
      />
      <section
        aria-label={m.admin_newsletter_counters({}, locale)}
        className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        <StatTile label={m.admin_newsletter_total({}, locale)} value={counters.total} />
        <StatTile label={m.admin_newsletter_confirmed({}, locale)} value={counters.confirmed} />
        <StatTile label={m.admin_newsletter_pending({}, locale)} value={counters.pending} />
        <StatTile label={m.admin_newsletter_unsubscribed({}, locale)} value={counters.unsubscribed} />
      </section>
      <ListToolbar
        searchLabel={m.admin_newsletter_search({}, locale)}
        placeholder={m.admin_newsletter_search_placeholder({}, locale)}
        q={query.q}
        status={{ value: query.status, choices: statusChoices(language) }}
        exportHref={`${paths.adminNewsletterExport}?${exportParams.toString()}`}
      />
      {failed ? <LoadFailed message={loadError} /> : null}
      <Table aria-label={m.admin_newsletter_list({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_newsletter_col_email({}, locale)}</Th>
            <Th>{m.admin_newsletter_col_status({}, locale)}</Th>
            <Th>{m.admin_newsletter_col_subscribed({}, locale)}</Th>
            <Th>{m.admin_newsletter_col_confirmed({}, locale)}</Th>
            <Th>{m.admin_newsletter_col_unsubscribed({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td className="font-medium break-words">{row.email}</Td>
              <Td>
                <Badge variant={badgeVariant[row.status]}>
                  {subscriberStatusLabel(row.status, language)}
                </Badge>
              </Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.subscribedAt)}</Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.confirmedAt)}</Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.unsubscribedAt)}</Td>
            </tr>
          ))}
          {rows.length === 0 && !failed ? (
            <TableEmptyRow colSpan={5}>{m.admin_newsletter_empty({}, locale)}</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pagination page={query.page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
