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

/** The most teens one order takes (brothers and sisters, one payment, the same group). */
export const MAX_PRODUCTIVITY_TEENS = 4;
/** The second to fourth teen of an order: teen2Name, teen2Age, ... teen4Age. */
export type MoreProductivityTeenField = `teen${2 | 3 | 4}${"Name" | "Age"}`;

export type ProductivityFormData = {
  parentName: string;
  parentEmail: string;
  teenName: string;
  teenAge: string;
  additionalInfo: string;
} & Partial<Record<MoreProductivityTeenField, string>>;

/** The fields of the order's teen number `n` (1 is the first teen's own fields). */
export const productivityTeenFields = (n: number) =>
  n === 1
    ? ({ name: "teenName", age: "teenAge" } as const)
    : ({
        name: `teen${n}Name` as MoreProductivityTeenField,
        age: `teen${n}Age` as MoreProductivityTeenField,
      } as const);

/**
 * How many teens a registration books: the first, and each further teen whose fields were sent (the
 * form sends an added teen's two fields, typed or not). A registration without them books one teen.
 */
export function productivityTeenCount(form: Partial<Record<string, unknown>>) {
  let count = 1;
  for (let n = 2; n <= MAX_PRODUCTIVITY_TEENS; n++) {
    const fields = productivityTeenFields(n);
    if (typeof form[fields.name] === "string" || typeof form[fields.age] === "string") count = n;
  }
  return count;
}

/** The order's teens as typed, first to last: name and age. */
export function productivityTeens(form: Partial<Record<string, unknown>>) {
  const typed = (value: unknown) =>
    typeof value === "string" || typeof value === "number" ? String(value) : "";
  return Array.from({ length: productivityTeenCount(form) }, (_, index) => {
    const fields = productivityTeenFields(index + 1);
    return { name: typed(form[fields.name]), age: typed(form[fields.age]) };
  });
}

export const emptyProductivityForm: ProductivityFormData = {
  parentName: "",
  parentEmail: "",
  teenName: "",
  teenAge: "",
  additionalInfo: "",
};

/** The registration form's schema, its messages in `language`; applied again by the server. */
export function productivityFormSchemaIn(language: Language) {
  const texts = productivityTexts(language);
  const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, texts.requiredFields));
  const requiredName = z
    .string()
    .check(
      z.overwrite(cleanName),
      z.minLength(1, texts.requiredFields),
      z.maxLength(NAME_MAX_LENGTH, texts.requiredFields),
    );
  const teenAge = z.pipe(
    z.union([z.string(), z.number()]),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z.number().check(z.int(texts.ageRange), z.gte(12, texts.ageRange), z.lte(16, texts.ageRange)),
    ),
  );
  // The second to fourth teen: absent for an order of fewer teens, as required as the first when sent.
  const moreTeens = Object.fromEntries(
    Array.from({ length: MAX_PRODUCTIVITY_TEENS - 1 }, (_, index) => {
      const fields = productivityTeenFields(index + 2);
      return [
        [fields.name, z.optional(requiredName)],
        [fields.age, z.optional(teenAge)],
      ];
    }).flat(),
  ) as Record<MoreProductivityTeenField, z.ZodMiniOptional<typeof requiredName | typeof teenAge>>;
  return z.object({
    parentName: requiredName,
    parentEmail: z.pipe(
      text(EMAIL_MAX_LENGTH).check(z.minLength(1, texts.requiredFields), z.toLowerCase()),
      z.email(texts.invalidEmail),
    ),
    teenName: requiredName,
    teenAge,
    ...moreTeens,
    additionalInfo: z.optional(text(FREE_TEXT_MAX_LENGTH)),
  });
}

/** The registration form's schema with English messages. */
export const productivityFormSchema = productivityFormSchemaIn("en");

/**
 * The proceed button's checks, in the order of docs/product/productivity-checkout.md#registration-form: a group first, then the
 * required fields (the parent's and every teen's), then the formats. Answers the message to show, or
 * null when the form may proceed.
 */
export function productivityProceedError(
  groupId: string | null,
  form: ProductivityFormData,
  language: Language = "en",
) {
  const texts = productivityTexts(language);
  if (!groupId) return texts.selectSchedule;
  const blank = productivityTeens(form).some((teen) => !teen.name.trim() || !teen.age.trim());
  if (!form.parentName.trim() || !form.parentEmail.trim() || blank) return texts.requiredFields;
  const parsed = z.safeParse(productivityFormSchemaIn(language), form);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? texts.requiredFields);
}

/** What the flow carries from the form to the summary (navigation state and session storage). */
export type ProductivityOrder = {
  /** The chosen group's id, under the name the checkout's request body gives it. */
  selectedSchedule: string;
  selectedDate: string;
  formData: ProductivityFormData;
  workshopDetails: { id: string; title: string; price: number; duration: string; sessions: string };
  /** A waiting-list offer's token, when the page was opened from an offer's link. */
  offerToken?: string;
};

export const PRODUCTIVITY_ORDER_KEY = "productivity-order";
