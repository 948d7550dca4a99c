import type { ReactNode } from "react";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { BOOKING_STATUS_LABELS, REFUND_STATUS_LABELS } from "#shared/admin/statuses.ts";
import { formatEurosFr } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import type { AdminBookingRow } from "#server/bookings/admin-bookings.server.ts";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words whitespace-pre-line">{children || "—"}</dd>
    </div>
  );
}

/**
 * Everything a booking holds, beyond the table's columns: the run a productivity teen joined,
 * the parent's phone, the discount, and what the parent told us.
 */
export function BookingDetailsDialog({
  booking,
  onCancel,
  onRetryRefund,
  onErase,
  onDecideRequest,
  busy,
}: {
  booking: AdminBookingRow;
  /** Asks to cancel the booking, with or without a refund (shown unless it already is). */
  onCancel: () => void;
  /** Sends a failed refund to the provider again. */
  onRetryRefund: () => void;
  /** Asks to erase the teen's details (the server refuses, with the reason, while the booking is live). */
  onErase: () => void;
  /** Decides a family's guarantee request: accept (cancel, full refund) or decline (the booking stays). */
  onDecideRequest: (decision: "accept-request" | "decline-request") => void;
  busy: boolean;
}) {
  const { refund } = booking;
  const erased = booking.teenDetailsErasedAt !== null;
  return (
    <DialogContent title={`Réservation ${booking.reference}`} className="max-w-xl">
      <dl className="divide-y divide-border">
        <Detail label="Parent">{booking.parentName}</Detail>
        <Detail label="E-mail">
          <a className="text-primary hover:underline" href={`mailto:${booking.parentEmail}`}>
            {booking.parentEmail}
          </a>
        </Detail>
        <Detail label="Téléphone">{booking.parentPhone}</Detail>
        <Detail label="Adolescent">
          {erased
            ? `Données effacées le ${formatDateTimeFr(booking.teenDetailsErasedAt!)}`
            : `${booking.teenName}${booking.teenAge === null ? "" : `, ${booking.teenAge} ans`}`}
        </Detail>
        <Detail label="Atelier">{booking.workshopTitle}</Detail>
        {booking.schedule ? <Detail label="Créneau">{booking.schedule}</Detail> : null}
        <Detail label="Montant payé">{formatEurosFr(booking.amountPaid)}</Detail>
        {booking.discountAmount > 0 ? (
          <Detail label="Réduction">
            {`${formatEurosFr(booking.discountAmount)}${booking.discountCode ? ` (${booking.discountCode})` : ""}`}
          </Detail>
        ) : null}
        <Detail label="Statut">{BOOKING_STATUS_LABELS[booking.status]}</Detail>
        {booking.cancelledAt ? (
          <Detail label="Date d'annulation">{formatDateTimeFr(booking.cancelledAt)}</Detail>
        ) : null}
        {refund ? (
          <Detail label="Remboursement">
            {`${formatEurosFr(refund.amount)} · ${REFUND_STATUS_LABELS[refund.status]}`}
            {refund.status === "failed" && refund.lastError
              ? `\n${refund.attempts} tentative${refund.attempts > 1 ? "s" : ""} ; dernière erreur : ${refund.lastError}`
              : ""}
          </Detail>
        ) : null}
        {refund?.status === "requested" ? (
          <Detail label="Motif de la demande">{refund.requestReason || "Non précisé"}</Detail>
        ) : null}
        <Detail label="Réservé le">{formatDateTimeFr(booking.createdAt)}</Detail>
        <Detail label="Connu par">{booking.hearAboutUs}</Detail>
        <Detail label="Demandes particulières">{booking.specialRequests}</Detail>
      </dl>
      <div className="mt-4 flex flex-wrap justify-end gap-3 border-t border-border pt-4">
        <a
          href={paths.adminBookingData(booking.id)}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Télécharger les données (JSON)
        </a>
        {!erased ? (
          <Button variant="outline" size="sm" onClick={onErase} disabled={busy}>
            Effacer les données de l'adolescent
          </Button>
        ) : null}
        {refund?.status === "requested" ? (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onDecideRequest("decline-request")}
              disabled={busy}
            >
              Refuser
            </Button>
            <Button size="sm" onClick={() => onDecideRequest("accept-request")} disabled={busy}>
              Accepter
            </Button>
          </>
        ) : null}
        {refund?.status === "failed" ? (
          <Button variant="outline" size="sm" onClick={onRetryRefund} disabled={busy}>
            Relancer le remboursement
          </Button>
        ) : null}
        {booking.status !== "cancelled" ? (
          <Button variant="outline" size="sm" className="text-destructive" onClick={onCancel}>
            Annuler la réservation
          </Button>
        ) : null}
      </div>
    </DialogContent>
  );
}
