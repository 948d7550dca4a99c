import * as z from "zod";
import { fromDateTimeLocal } from "./dates.ts";
import { eurosToCents } from "./euros.ts";
import { DISCOUNT_TYPES } from "#shared/stored-values.ts";

/**
 * The discount-code dialog (docs/product/accounts-and-back-office.md#discount-codes-screen): code and value required; percentage by
 * default and stored as typed; a fixed value and the minimum amount typed in
 * euros and stored in cents; max_uses an integer or empty; expires_at a
 * date-time or empty; active by default.
 */
export const discountCodeFormSchema = z
  .object({
    id: z.string().trim().max(100).optional(),
    code: z
      .string()
      .trim()
      .min(1, "Le code est requis")
      .max(50, "Le code est trop long")
      .regex(/^[^\s]+$/, "Le code ne doit pas contenir d'espace"),
    discountType: z.enum(DISCOUNT_TYPES).catch("percentage"),
    discountValue: z.string().trim().min(1, "La valeur est requise"),
    minAmount: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const cents = eurosToCents(value);
        if (cents === null) {
          ctx.addIssue({ code: "custom", message: "Le montant minimum doit être un montant en euros" });
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
          ctx.addIssue({ code: "custom", message: "Le nombre d'utilisations doit être un entier positif" });
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
          ctx.addIssue({ code: "custom", message: "La date d'expiration n'est pas valide" });
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
          message: "Le pourcentage doit être un entier entre 1 et 100",
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
          message: "La valeur doit être un montant en euros supérieur à zéro",
        });
        return z.NEVER;
      }
    }
    return { ...value, discountValue: cents };
  });

export type DiscountCodeFormInput = z.infer<typeof discountCodeFormSchema>;
export type DiscountCodeField = keyof z.input<typeof discountCodeFormSchema>;
