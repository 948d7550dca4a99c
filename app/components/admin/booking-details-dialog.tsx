import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { BOOKING_STATUS_LABELS } from "#shared/admin/statuses.ts";
import { formatEurosFr } from "#shared/money.ts";
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
}: {
  booking: AdminBookingRow;
  /** Asks to cancel the booking (shown unless it already is). */
  onCancel: () => void;
}) {
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
        <Detail label="Adolescent">{`${booking.teenName}, ${booking.teenAge} ans`}</Detail>
        <Detail label="Atelier">{booking.workshopTitle}</Detail>
        {booking.schedule ? <Detail label="Créneau">{booking.schedule}</Detail> : null}
        <Detail label="Montant payé">{formatEurosFr(booking.amountPaid)}</Detail>
        {booking.discountAmount > 0 ? (
          <Detail label="Réduction">
            {`${formatEurosFr(booking.discountAmount)}${booking.discountCode ? ` (${booking.discountCode})` : ""}`}
          </Detail>
        ) : null}
        <Detail label="Statut">{BOOKING_STATUS_LABELS[booking.status]}</Detail>
        <Detail label="Réservé le">{formatDateTimeFr(booking.createdAt)}</Detail>
        <Detail label="Connu par">{booking.hearAboutUs}</Detail>
        <Detail label="Demandes particulières">{booking.specialRequests}</Detail>
      </dl>
      {booking.status !== "cancelled" ? (
        <div className="mt-4 flex justify-end border-t border-border pt-4">
          <Button variant="outline" size="sm" className="text-destructive" onClick={onCancel}>
            Annuler la réservation
          </Button>
        </div>
      ) : null}
    </DialogContent>
  );
}
