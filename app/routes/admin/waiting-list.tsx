import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { ListToolbar } from "#app/components/admin/list-toolbar.tsx";
import { LoadFailed } from "#app/components/admin/load-failed.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { StatTile } from "#app/components/admin/stat-tile.tsx";
import { useLoadErrorToast } from "#app/components/admin/use-change-toast.ts";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { formatDateFr } from "#shared/admin/dates.ts";
import { listQuery, PAGE_SIZE } from "#shared/admin/list-query.ts";
import {
  OFFER_STATES,
  offerStateLabels,
  offerStateText,
  type OfferState,
} from "#shared/admin/offer-states.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { paths } from "#shared/paths.ts";
import { pageWithin } from "#server/admin/list-sql.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { searchWaitlist } from "#server/waitlist/admin-waitlist.server.ts";
import type { Route } from "./+types/waiting-list";

const LOAD_ERROR = "Impossible de charger la liste d'attente";

export function meta() {
  return [{ title: "Liste d'attente · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { q, status, page } = listQuery(new URL(request.url), OFFER_STATES);
  const query = { q, status: status ?? "all", page };
  try {
    const { db } = context.services;
    const result = await pageWithin(page, PAGE_SIZE, (shown) =>
      searchWaitlist(db, { q, offer: status }, shown, PAGE_SIZE),
    );
    const { rows, total, overall } = result;
    return { query: { ...query, page: result.page }, rows, total, overall, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, "Error loading the waiting list");
    return { query, rows: [], total: 0, overall: 0, failed: true };
  }
}

const offerChoices = [
  { value: "all", label: "Toutes les offres" },
  ...OFFER_STATES.map((state) => ({ value: state, label: offerStateLabels[state] })),
];

const offerBadge: Record<OfferState, "muted" | "warning" | "destructive" | "success"> = {
  none: "muted",
  sent: "warning",
  expired: "destructive",
  booked: "success",
};

export default function WaitingList({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, overall, failed } = loaderData;
  useLoadErrorToast(failed, LOAD_ERROR);
  return (
    <>
      <AdminPageHeader
        title="Liste d'attente"
        description="Les familles intéressées par un atelier complet ou à venir."
      />
      <section aria-label="Compteurs" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Total" value={overall} />
      </section>
      <ListToolbar
        searchLabel="Rechercher par nom ou e-mail"
        placeholder="Nom ou adresse e-mail"
        q={query.q}
        filters={[{ name: "status", label: "Offre", value: query.status, choices: offerChoices }]}
        exportHref={`${paths.adminWaitingListExport}?${new URLSearchParams({ q: query.q, status: query.status }).toString()}`}
      />
      {failed ? <LoadFailed message={LOAD_ERROR} /> : null}
      <Table aria-label="Liste d'attente">
        <thead>
          <tr>
            <Th>Parent</Th>
            <Th>Adolescent</Th>
            <Th>Age</Th>
            <Th>Atelier</Th>
            <Th>Date</Th>
            <Th>Offre</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td>
                {row.parentName ? <div className="font-medium">{row.parentName}</div> : null}
                <div className={row.parentName ? "text-xs text-muted-foreground" : "font-medium"}>
                  {row.parentEmail}
                </div>
              </Td>
              <Td>{row.teenName || "—"}</Td>
              <Td className="tabular-nums">{row.teenAge ?? ""}</Td>
              <Td>{row.workshopTitle}</Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.createdAt)}</Td>
              <Td>
                <Badge variant={offerBadge[row.offerState]}>
                  {offerStateText(row.offerState, row.offerExpiresAt)}
                </Badge>
              </Td>
            </tr>
          ))}
          {rows.length === 0 && !failed ? (
            <TableEmptyRow colSpan={6}>Aucune inscription trouvée.</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pagination page={query.page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
