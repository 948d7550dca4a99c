import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useChangeToast } from "#app/components/admin/use-change-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { formatEurosFr } from "#shared/money.ts";
import type { AdminBookingRow } from "#server/bookings/admin-bookings.server.ts";

type Choice = "none" | "full" | "partial";

/**
 * Cancels a booking with a full, partial ("12,50") or no refund
 * (docs/product/privacy-and-refunds.md#refunds). It stays open on a refused amount, with the
 * reason under the field; the toast tells the outcome.
 */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: AdminBookingRow | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ChangeAnswer>();
  useChangeToast(fetcher, onClose);
  const [choice, setChoice] = useState<Choice>("none");
  const refundable =
    booking !== null && booking.paidOnline && booking.status === "confirmed" && booking.amountPaid > 0;
  const answer = fetcher.data;
  const amountError = answer && !answer.ok ? answer.fieldErrors?.amount : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <AlertDialogPrimitive.Root
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) {
          setChoice("none");
          onClose();
        }
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialogPrimitive.Content
          lang="fr"
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-white p-5 shadow-xl"
        >
          <AlertDialogPrimitive.Title className="text-lg font-bold">
            Annuler la réservation
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-foreground/80">
            {`Êtes-vous sûr de vouloir annuler la réservation ${booking?.reference ?? ""} ? La place sera libérée et proposée à la première famille de la liste d'attente ; le parent sera prévenu par e-mail.`}
          </AlertDialogPrimitive.Description>
          <fetcher.Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="id" value={booking?.id ?? ""} />
            {refundable ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold">Remboursement</legend>
                {(
                  [
                    ["full", `Remboursement intégral (${formatEurosFr(booking.amountPaid)})`],
                    ["partial", "Remboursement partiel"],
                    ["none", "Sans remboursement"],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
                    <input
                      type="radio"
                      name="refund"
                      value={value}
                      checked={choice === value}
                      onChange={() => setChoice(value)}
                      className="size-4 accent-primary"
                    />
                    {label}
                  </label>
                ))}
                {choice === "partial" ? (
                  <div className="flex flex-col gap-1.5 pl-7">
                    <Label htmlFor="refund-amount">Montant à rembourser (€)</Label>
                    <Input
                      id="refund-amount"
                      name="amount"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-invalid={amountError ? true : undefined}
                      aria-describedby={
                        amountError ? "refund-amount-error refund-amount-hint" : "refund-amount-hint"
                      }
                      className="sm:w-40"
                    />
                    <p id="refund-amount-hint" className="text-xs text-muted-foreground">
                      {`Par exemple 12,50 ; au plus ${formatEurosFr(booking.amountPaid)}.`}
                    </p>
                    <FieldError id="refund-amount-error" message={amountError} />
                  </div>
                ) : null}
              </fieldset>
            ) : (
              <>
                <input type="hidden" name="refund" value="none" />
                <p className="text-sm text-muted-foreground">
                  Cette réservation n'a pas été payée en ligne : le site ne fera aucun remboursement.
                </p>
              </>
            )}
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <AlertDialogPrimitive.Cancel asChild>
                <Button type="button" variant="ghost" size="sm">
                  Annuler
                </Button>
              </AlertDialogPrimitive.Cancel>
              <Button type="submit" variant="destructive" size="sm" disabled={busy}>
                Confirmer l'annulation
              </Button>
            </div>
          </fetcher.Form>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
