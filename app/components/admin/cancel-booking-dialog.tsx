import { getFormProps } from "@conform-to/react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { REFUND_NOTE_MAX, type CancelBookingFormValues } from "#shared/admin/booking-cancel-form.ts";
import { formatEurosFr } from "#shared/money.ts";
import { centsToEurosInput } from "#shared/admin/euros.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { ListedBooking } from "#server/refunds/admin-refund-advice.server.ts";
import { useChangeForm } from "./use-change-form.ts";

/**
 * Cancels a booking with a full, partial ("12,50") or no refund
 * (docs/product/privacy-and-refunds.md#refunds). The house's form (docs/decisions/012-forms-and-messages.md):
 * the action reads it with shared/admin/booking-cancel-form.ts, and a refused amount keeps the
 * dialog open with the reason under the field; the toast tells the outcome.
 */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: ListedBooking | null;
  onClose: () => void;
}) {
  const refundable =
    booking !== null && booking.paidOnline && booking.status === "confirmed" && booking.amountPaid > 0;
  const advice = refundable ? booking.refundAdvice : null;
  // The choice starts at what the refund policy gives back today; the administrator may change it.
  const { fetcher, form, fields, busy } = useChangeForm<CancelBookingFormValues>(
    "cancel-booking",
    refundChoice(advice, booking?.amountPaid ?? 0),
    onClose,
  );
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <AlertDialogPrimitive.Root
      open={booking !== null}
      onOpenChange={(open) => {
        // Closing unmounts the form (the page keys the dialog by its booking): it opens again afresh.
        if (!open) onClose();
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialogPrimitive.Content
          lang={language}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-white p-5 shadow-xl"
        >
          <AlertDialogPrimitive.Title className="text-lg font-bold">
            {m.admin_cancel_booking_title({}, locale)}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-foreground/80">
            {m.admin_cancel_booking_question({ reference: booking?.reference ?? "" }, locale)}
          </AlertDialogPrimitive.Description>
          <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="id" value={booking?.id ?? ""} />
            {refundable ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold">
                  {m.admin_cancel_booking_refund({}, locale)}
                </legend>
                {advice ? (
                  <p className="rounded-lg bg-muted p-3 text-sm" data-testid="refund-advice">
                    {advice.text}
                  </p>
                ) : null}
                {(
                  [
                    [
                      "full",
                      m.admin_cancel_booking_full({ amount: formatEurosFr(booking.amountPaid) }, locale),
                    ],
                    ["partial", m.admin_cancel_booking_partial({}, locale)],
                    ["none", m.admin_cancel_booking_none({}, locale)],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
                    <input
                      type="radio"
                      name={fields.refund.name}
                      value={value}
                      defaultChecked={fields.refund.initialValue === value}
                      className="size-4 accent-primary"
                    />
                    {label}
                  </label>
                ))}
                {/* Conform follows the form's values as they change: the amount is asked for a partial refund only. */}
                {fields.refund.value === "partial" ? (
                  <>
                    <Field
                      meta={fields.amount}
                      label={m.admin_cancel_booking_amount({}, locale)}
                      hint={m.admin_cancel_booking_amount_hint(
                        { amount: formatEurosFr(booking.amountPaid) },
                        locale,
                      )}
                      className="gap-1.5 pl-7"
                    >
                      {(control) => (
                        <Input {...control} inputMode="decimal" autoComplete="off" className="sm:w-40" />
                      )}
                    </Field>
                    <Field
                      meta={fields.note}
                      label={m.admin_cancel_booking_note({}, locale)}
                      hint={m.admin_cancel_booking_note_hint({}, locale)}
                      className="gap-1.5 pl-7"
                    >
                      {(control) => <Textarea {...control} maxLength={REFUND_NOTE_MAX} rows={3} />}
                    </Field>
                  </>
                ) : null}
              </fieldset>
            ) : (
              <>
                <input type="hidden" name={fields.refund.name} value="none" />
                <p className="text-sm text-muted-foreground">
                  {m.admin_cancel_booking_not_paid_online({}, locale)}
                </p>
              </>
            )}
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <AlertDialogPrimitive.Cancel asChild>
                <Button type="button" variant="ghost" size="sm">
                  {m.admin_cancel({}, locale)}
                </Button>
              </AlertDialogPrimitive.Cancel>
              <Button type="submit" variant="destructive" size="sm" disabled={busy}>
                {m.admin_cancel_booking_confirm({}, locale)}
              </Button>
            </div>
          </fetcher.Form>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** The dialog's first choice: the whole amount, the part, or nothing the policy gives back. */
function refundChoice(
  advice: ListedBooking["refundAdvice"],
  amountPaid: number,
): Partial<CancelBookingFormValues> {
  if (!advice || advice.owed <= 0) return { refund: "none" };
  if (advice.owed >= amountPaid) return { refund: "full" };
  return { refund: "partial", amount: centsToEurosInput(advice.owed) };
}
