import { useState } from "react";
import { data, useFetcher } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { BookingDetailsDialog } from "#app/components/admin/booking-details-dialog.tsx";
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
import { BOOKING_STATUS_LABELS } from "#shared/admin/statuses.ts";
import { formatEurosFr } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { pageWithin } from "#server/admin/list-sql.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { searchBookings, type AdminBookingRow } from "#server/bookings/admin-bookings.server.ts";
import { bookingCancelText, cancelBooking } from "#server/bookings/cancel-booking.server.ts";
import { BOOKING_STATUSES } from "#shared/stored-values.ts";
import type { Route } from "./+types/bookings";

const LOAD_ERROR = "Impossible de charger les réservations";

export function meta() {
  return [{ title: "Réservations · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { q, status, page } = listQuery(new URL(request.url), BOOKING_STATUSES);
  const query = { q, status: status ?? "all", page };
  try {
    const { db } = context.services;
    const result = await pageWithin(page, PAGE_SIZE, (shown) =>
      searchBookings(db, { q, status }, shown, PAGE_SIZE),
    );
    return { query: { ...query, page: result.page }, rows: result.rows, total: result.total, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, "Error loading bookings");
    return { query, rows: [], total: 0, failed: true };
  }
}

/** Cancels one booking (intent 'cancel'): its seat is free again; the refund is made in Stripe. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { logger } = context.services;
  const form = await request.formData();
  const id = form.get("id");
  if (form.get("intent") !== "cancel" || typeof id !== "string")
    return data<ChangeAnswer>({ ok: false, message: "Action inconnue" }, { status: 400 });
  try {
    const result = await cancelBooking(context.services, { id: user.id, email: user.email }, id.trim());
    if (!result.ok) return data<ChangeAnswer>({ ok: false, message: result.error }, { status: 409 });
    const { waitlistTold } = result.value;
    const told = waitlistTold > 0 ? `. ${bookingCancelText.waitlistTold(waitlistTold)}` : "";
    return data<ChangeAnswer>({ ok: true, message: `${bookingCancelText.cancelled}${told}` });
  } catch (error) {
    logger.error({ err: error }, "Cancelling a booking failed");
    return data<ChangeAnswer>({ ok: false, message: bookingCancelText.error }, { status: 500 });
  }
}

const statusChoices = [
  { value: "all", label: "Tous les statuts" },
  ...BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] })),
];

const badgeVariant = { confirmed: "success", cancelled: "destructive", pending: "muted" } as const;

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, failed } = loaderData;
  useLoadErrorToast(failed, LOAD_ERROR);
  const [shown, setShown] = useState<AdminBookingRow | null>(null);
  const [cancelling, setCancelling] = useState<AdminBookingRow | null>(null);
  const canceller = useFetcher<ChangeAnswer>();
  useChangeToast(canceller);
  const exportParams = new URLSearchParams({ q: query.q, status: query.status });
  return (
    <>
      <AdminPageHeader
        title="Réservations"
        description="Consultez et exportez les réservations des familles."
      />
      <ListToolbar
        searchLabel="Rechercher une réservation"
        placeholder="Nom du parent, de l'adolescent ou e-mail"
        q={query.q}
        status={{ value: query.status, choices: statusChoices }}
        exportHref={`${paths.adminBookingsExport}?${exportParams.toString()}`}
      />
      {failed ? <LoadFailed message={LOAD_ERROR} /> : null}
      <Table aria-label="Réservations">
        <thead>
          <tr>
            <Th>Parent</Th>
            <Th>Adolescent</Th>
            <Th>Age</Th>
            <Th>Atelier</Th>
            <Th className="text-right">Montant</Th>
            <Th>Statut</Th>
            <Th>Date</Th>
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
                  title="Voir le détail de la réservation"
                  className="text-left font-medium text-primary hover:underline focus-visible:underline"
                >
                  {row.parentName}
                </button>
                <div className="text-xs text-muted-foreground">{row.parentEmail}</div>
              </Td>
              <Td>{row.teenName}</Td>
              <Td className="tabular-nums">{row.teenAge}</Td>
              <Td>{row.workshopTitle}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatEurosFr(row.amountPaid)}</Td>
              <Td>
                <Badge variant={badgeVariant[row.status]}>{BOOKING_STATUS_LABELS[row.status]}</Badge>
              </Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.createdAt)}</Td>
            </tr>
          ))}
          {rows.length === 0 && !failed ? (
            <TableEmptyRow colSpan={7}>Aucune réservation trouvée.</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pagination page={query.page} pageSize={PAGE_SIZE} total={total} />
      <Dialog open={shown !== null} onOpenChange={(isOpen) => !isOpen && setShown(null)}>
        {shown ? (
          <BookingDetailsDialog
            booking={shown}
            onCancel={() => {
              setCancelling(shown);
              setShown(null);
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(isOpen) => !isOpen && setCancelling(null)}
        title="Annuler la réservation"
        question={`Êtes-vous sûr de vouloir annuler la réservation ${cancelling?.reference ?? ""} ? La place sera libérée ; le parent et la liste d'attente de l'atelier seront prévenus par e-mail. Un éventuel remboursement se fait depuis le tableau de bord Stripe.`}
        confirmLabel="Confirmer l'annulation"
        busy={canceller.state !== "idle"}
        onConfirm={() => {
          if (cancelling) void canceller.submit({ intent: "cancel", id: cancelling.id }, { method: "post" });
          setCancelling(null);
        }}
      />
    </>
  );
}
