// zod/mini keeps the browser bundle small.
import * as z from "zod/mini";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { cleanName, EMAIL_MAX_LENGTH, FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH } from "./text-limits.ts";

/** The productivity flow's texts (docs/product/languages-and-texts.md#productivity-sales-page). */
export function productivityTexts(language: Language) {
  const locale = { locale: language };
  return {
    selectSchedule: m.productivity_select_schedule({}, locale),
    requiredFields: m.productivity_required_fields({}, locale),
    invalidEmail: m.invalid_email({}, locale),
    ageRange: m.productivity_age_range({}, locale),
    checkoutError: m.productivity_checkout_error({}, locale),
    soldOut: m.productivity_sold_out({}, locale),
  };
}

/** The English texts: the productivity pages are in English (the schema's messages too). */
export const productivityText = productivityTexts("en");

export type ProductivityFormData = {
  parentName: string;
  parentEmail: string;
  teenName: string;
  teenAge: string;
  additionalInfo: string;
};

export const emptyProductivityForm: ProductivityFormData = {
  parentName: "",
  parentEmail: "",
  teenName: "",
  teenAge: "",
  additionalInfo: "",
};

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, productivityText.requiredFields));
const required = (max: number) => text(max).check(z.minLength(1, productivityText.requiredFields));
const requiredName = z
  .string()
  .check(
    z.overwrite(cleanName),
    z.minLength(1, productivityText.requiredFields),
    z.maxLength(NAME_MAX_LENGTH, productivityText.requiredFields),
  );

/** The registration form once the proceed button's alerts have passed; applied again by the server. */
export const productivityFormSchema = z.object({
  parentName: requiredName,
  parentEmail: z.pipe(
    required(EMAIL_MAX_LENGTH).check(z.toLowerCase()),
    z.email(productivityText.invalidEmail),
  ),
  teenName: requiredName,
  teenAge: z.pipe(
    z.union([z.string(), z.number()]),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z
        .number()
        .check(
          z.int(productivityText.ageRange),
          z.gte(12, productivityText.ageRange),
          z.lte(16, productivityText.ageRange),
        ),
    ),
  ),
  additionalInfo: z.optional(text(FREE_TEXT_MAX_LENGTH)),
});

/**
 * The proceed button's checks, in the order of docs/product/productivity-checkout.md#registration-form: a schedule first, then the four required
 * fields, then the formats. Answers the message to show, or null when the form may proceed.
 */
export function productivityProceedError(selectedSchedule: string | null, form: ProductivityFormData) {
  if (!selectedSchedule) return productivityText.selectSchedule;
  if (!form.parentName.trim() || !form.parentEmail.trim() || !form.teenName.trim() || !form.teenAge.trim())
    return productivityText.requiredFields;
  const parsed = z.safeParse(productivityFormSchema, form);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? productivityText.requiredFields);
}

/** What the flow carries from the form to the summary (navigation state and session storage). */
export type ProductivityOrder = {
  selectedSchedule: string;
  selectedDate: string;
  formData: ProductivityFormData;
  workshopDetails: { id: string; title: string; price: number; duration: string; sessions: string };
  /** A waiting-list offer's token, when the page was opened from an offer's link. */
  offerToken?: string;
};

export const PRODUCTIVITY_ORDER_KEY = "productivity-order";
