import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { listQuery, PAGE_SIZE } from "#shared/admin/list-query.ts";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { pageWithin } from "#server/admin/list-sql.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import type { Route } from "./+types/audit-log";

export function meta() {
  return [{ title: "Journal d'activité · Administration" }];
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

const actionLabels: Record<string, string> = {
  create: "Création",
  update: "Modification",
  delete: "Suppression",
  export: "Export CSV",
  cancel: "Annulation",
  close: "Fermeture",
  reopen: "Réouverture",
  assign: "Affectation à un groupe",
  refund: "Remboursement",
  erase: "Effacement",
};

const entityLabels: Record<string, string> = {
  workshop: "Atelier",
  discount_code: "Code de réduction",
  page_content: "Contenu des pages",
  booking: "Réservation",
  bookings: "Réservations",
  newsletter: "Newsletter",
  waiting_list: "Liste d'attente",
  group: "Groupe",
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
  return (
    <>
      <AdminPageHeader
        title="Journal d'activité"
        description="Qui a créé, modifié, supprimé ou exporté quoi, et quand."
      />
      <Table aria-label="Journal d'activité">
        <thead>
          <tr>
            <Th>Date</Th>
            <Th>Administrateur</Th>
            <Th>Action</Th>
            <Th>Élément</Th>
            <Th>Détails</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td className="whitespace-nowrap">{formatDateTimeFr(row.createdAt)}</Td>
              <Td className="break-all">{row.actorEmail}</Td>
              <Td>{actionLabels[row.action] ?? row.action}</Td>
              <Td>
                <div>{entityLabels[row.entity] ?? row.entity}</div>
                {row.itemName ? <div className="font-medium break-all">{row.itemName}</div> : null}
                {row.entityId ? (
                  <div className="text-xs break-all text-muted-foreground">{row.entityId}</div>
                ) : null}
              </Td>
              <Td>
                <Values label="Avant" json={row.before} />
                <Values label={row.action === "export" ? "Filtres" : "Après"} json={row.after} />
              </Td>
            </tr>
          ))}
          {rows.length === 0 ? <TableEmptyRow colSpan={5}>Aucune activité enregistrée.</TableEmptyRow> : null}
        </tbody>
      </Table>
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
