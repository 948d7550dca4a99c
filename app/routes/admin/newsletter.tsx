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
import { subscriberStatusLabels } from "#shared/admin/statuses.ts";
import { paths } from "#shared/paths.ts";
import { pageWithin } from "#server/admin/list-sql.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { searchSubscribers, subscriberCounters } from "#server/newsletter/admin-subscribers.server.ts";
import type { Route } from "./+types/newsletter";

const LOAD_ERROR = "Impossible de charger les abonnés newsletter";

export function meta() {
  return [{ title: "Newsletter · Administration" }];
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

const statusChoices = [
  { value: "all", label: "Tous les statuts" },
  ...SUBSCRIBER_STATUSES.map((value) => ({ value, label: subscriberStatusLabels[value] })),
];

const badgeVariant = { confirmed: "success", pending: "muted", unsubscribed: "destructive" } as const;

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { query, counters, rows, total, failed } = loaderData;
  useLoadErrorToast(failed, LOAD_ERROR);
  const exportParams = new URLSearchParams({ q: query.q, status: query.status });
  return (
    <>
      <AdminPageHeader title="Newsletter" description="Les abonnés à la newsletter et leur statut." />
      <section aria-label="Compteurs" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Total" value={counters.total} />
        <StatTile label="Confirmés" value={counters.confirmed} />
        <StatTile label="En attente" value={counters.pending} />
        <StatTile label="Désabonnés" value={counters.unsubscribed} />
      </section>
      <ListToolbar
        searchLabel="Rechercher par e-mail"
        placeholder="adresse@exemple.fr"
        q={query.q}
        status={{ value: query.status, choices: statusChoices }}
        exportHref={`${paths.adminNewsletterExport}?${exportParams.toString()}`}
      />
      {failed ? <LoadFailed message={LOAD_ERROR} /> : null}
      <Table aria-label="Abonnés newsletter">
        <thead>
          <tr>
            <Th>Email</Th>
            <Th>Statut</Th>
            <Th>Inscription</Th>
            <Th>Confirmation</Th>
            <Th>Désabonnement</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td className="font-medium break-all">{row.email}</Td>
              <Td>
                <Badge variant={badgeVariant[row.status]}>{subscriberStatusLabels[row.status]}</Badge>
              </Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.subscribedAt)}</Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.confirmedAt)}</Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.unsubscribedAt)}</Td>
            </tr>
          ))}
          {rows.length === 0 && !failed ? (
            <TableEmptyRow colSpan={5}>Aucun abonné trouvé.</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pagination page={query.page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
