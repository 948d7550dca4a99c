import * as z from "zod";
import { fromDateTimeLocal } from "./dates.ts";
import { eurosToCents } from "./euros.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { DISCOUNT_TYPES } from "#shared/stored-values.ts";
import { perLanguage } from "#shared/per-language.ts";

/**
 * The discount-code dialog (docs/product/accounts-and-back-office.md#discount-codes-screen): code and value required; percentage by
 * default and stored as typed; a fixed value and the minimum amount typed in
 * euros and stored in cents; max_uses an integer or empty; expires_at a
 * date-time or empty; active by default. Its messages are in the given language.
 */
function buildDiscountCodeFormSchema(language: Language) {
  const locale = { locale: language };
  return z
    .object({
      id: z.string().trim().max(100).optional(),
      code: z
        .string()
        .trim()
        .min(1, m.admin_discount_code_code_required({}, locale))
        .max(50, m.admin_discount_code_code_too_long({}, locale))
        .regex(/^[^\s]+$/, m.admin_discount_code_code_spaces({}, locale)),
      discountType: z.enum(DISCOUNT_TYPES).catch("percentage"),
      discountValue: z.string().trim().min(1, m.admin_discount_code_value_required({}, locale)),
      minAmount: z
        .string()
        .trim()
        .optional()
        .transform((value, ctx) => {
          if (!value) return null;
          const cents = eurosToCents(value);
          if (cents === null) {
            ctx.addIssue({ code: "custom", message: m.admin_discount_code_minimum_invalid({}, locale) });
            return z.NEVER;
          }
          return cents;
        }),
      maxUses: z
        .string()
        .trim()
        .optional()
        .transform((value, ctx) => {
          if (!value) return null;
          if (!/^\d+$/.test(value) || Number(value) < 1) {
            ctx.addIssue({ code: "custom", message: m.admin_discount_code_max_uses_invalid({}, locale) });
            return z.NEVER;
          }
          return Number(value);
        }),
      expiresAt: z
        .string()
        .trim()
        .optional()
        .transform((value, ctx) => {
          if (!value) return null;
          const date = fromDateTimeLocal(value);
          if (!date) {
            ctx.addIssue({ code: "custom", message: m.admin_discount_code_expiry_invalid({}, locale) });
            return z.NEVER;
          }
          return date;
        }),
      isActive: z
        .string()
        .optional()
        .transform((value) => value === "on" || value === "true"),
    })
    .transform((value, ctx) => {
      let cents: number | null;
      if (value.discountType === "percentage") {
        const percent = /^\d+$/.test(value.discountValue) ? Number(value.discountValue) : NaN;
        if (!(percent >= 1 && percent <= 100)) {
          ctx.addIssue({
            code: "custom",
            path: ["discountValue"],
            message: m.admin_discount_code_percent_invalid({}, locale),
          });
          return z.NEVER;
        }
        cents = percent;
      } else {
        cents = eurosToCents(value.discountValue);
        if (cents === null || cents <= 0) {
          ctx.addIssue({
            code: "custom",
            path: ["discountValue"],
            message: m.admin_discount_code_fixed_invalid({}, locale),
          });
          return z.NEVER;
        }
      }
      return { ...value, discountValue: cents };
    });
}

/** The discount-code form's schema, its messages in `language` (built once per language). */
export const discountCodeFormSchema = perLanguage(buildDiscountCodeFormSchema);

type DiscountCodeFormSchema = ReturnType<typeof buildDiscountCodeFormSchema>;
export type DiscountCodeFormInput = z.infer<DiscountCodeFormSchema>;
export type DiscountCodeField = keyof z.input<DiscountCodeFormSchema>;
