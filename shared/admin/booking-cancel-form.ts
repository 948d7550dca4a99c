import * as z from "zod/mini";
import { eurosToCents } from "./euros.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { perLanguage } from "#shared/per-language.ts";

/** The longest message an administrator may write to the family with a partial refund. */
export const REFUND_NOTE_MAX = 500;

/** What the dialog offers to give back: everything, part of it, or nothing (the default). */
const REFUND_KINDS = ["full", "partial", "none"] as const;

/**
 * The cancel-booking dialog (docs/product/privacy-and-refunds.md#refunds): the booking's id, the
 * refund chosen (none when the form sends none, as for a booking not paid online) and, for a
 * partial refund, an amount in euros ("12,50") above 0 and an optional message to the family. Whether it exceeds what was paid is known
 * only once the booking is read: server/refunds/cancel-booking.server.ts refuses that, and checks
 * the amount again for its other callers. Its messages are in the given language.
 */
function buildCancelBookingFormSchema(language: Language) {
  const locale = { locale: language };
  // A missing id or an unknown refund is no form the dialog sends: the action's usual answer.
  const unknownAction = m.admin_unknown_action({}, locale);
  const amountInvalid = m.admin_cancel_booking_amount_invalid({}, locale);
  return z.pipe(
    z
      .object({
        id: z.string({ error: unknownAction }),
        refund: z._default(z.enum(REFUND_KINDS, { error: unknownAction }), "none"),
        amount: z.optional(z.string({ error: amountInvalid })),
        note: z.optional(
          z
            .string()
            .check(z.maxLength(REFUND_NOTE_MAX, { error: m.admin_cancel_booking_note_too_long({}, locale) })),
        ),
      })
      .check(
        z.superRefine((value, ctx) => {
          if (value.refund !== "partial") return;
          const cents = eurosToCents(value.amount ?? "");
          if (cents === null || cents <= 0)
            ctx.addIssue({
              code: "custom",
              path: ["amount"],
              message: cents === null ? amountInvalid : m.admin_cancel_booking_amount_zero({}, locale),
            });
        }),
      ),
    z.transform(({ id, refund, amount, note }) => ({
      id: id.trim(),
      refund:
        refund === "partial"
          ? { kind: refund, amount: amount ?? "", note: note?.trim() ?? "" }
          : { kind: refund },
    })),
  );
}

/** The cancel-booking form's schema, its messages in `language` (built once per language). */
export const cancelBookingFormSchema = perLanguage(buildCancelBookingFormSchema);

/** The dialog's fields, as the form holds them (text). */
export type CancelBookingFormValues = z.input<ReturnType<typeof buildCancelBookingFormSchema>>;
