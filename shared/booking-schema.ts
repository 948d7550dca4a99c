// zod/mini keeps the browser bundle small; the same schema is applied again by the server.
import * as z from "zod/mini";
import { emailField } from "./email-field.ts";
import { firstErrorPerField, type FieldErrors } from "./form-errors.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { HEAR_ABOUT_US } from "./stored-values.ts";
import { cleanName, NAME_MAX_LENGTH } from "./text-limits.ts";

/** The booking form's fields (docs/product/booking-and-payment.md#booking-form), as typed: every value is text. */
export type BookingFormData = {
  teenFirstName: string;
  teenLastName: string;
  teenAge: string;
  parentFirstName: string;
  parentLastName: string;
  parentEmail: string;
  parentPhone: string;
  hearAboutUs: string;
  specialRequests: string;
  discountCode: string;
};
/** The most teens one order takes (brothers and sisters, one payment, the same group). */
export const MAX_TEENS = 4;
/** The second to fourth teen of an order: teen2FirstName, teen2LastName, teen2Age, ... teen4Age. */
export type MoreTeenField = `teen${2 | 3 | 4}${"FirstName" | "LastName" | "Age"}`;
export type BookingField = keyof BookingFormData | MoreTeenField;
/** The fields of the order's teen number `n` (1 is the first teen's own fields). */
export const teenFields = (n: number) =>
  n === 1
    ? ({ firstName: "teenFirstName", lastName: "teenLastName", age: "teenAge" } as const)
    : ({
        firstName: `teen${n}FirstName` as MoreTeenField,
        lastName: `teen${n}LastName` as MoreTeenField,
        age: `teen${n}Age` as MoreTeenField,
      } as const);

/**
 * How many teens a form's values book: the first, and each further teen whose fields were sent
 * (the form sends a teen's three fields, typed or not). A form without them books one teen.
 */
export function teenCountOf(values: Record<string, unknown>) {
  let count = 1;
  for (let n = 2; n <= MAX_TEENS; n++) {
    const fields = teenFields(n);
    if ([fields.firstName, fields.lastName, fields.age].some((field) => typeof values[field] === "string"))
      count = n;
  }
  return count;
}
/** What the booking pages carry to the payment: the form, and the group chosen when the workshop has groups. */
export type BookingRequestData = BookingFormData &
  Partial<Record<MoreTeenField, string>> & {
    groupId?: string;
    /** A waiting-list offer's token, when the form was opened from an offer's link. */
    offerToken?: string;
  };

export const emptyBookingForm: BookingFormData = {
  teenFirstName: "",
  teenLastName: "",
  teenAge: "",
  parentFirstName: "",
  parentLastName: "",
  parentEmail: "",
  parentPhone: "",
  hearAboutUs: "",
  specialRequests: "",
  discountCode: "",
};

export { HEAR_ABOUT_US } from "./stored-values.ts";
export { hearAboutUsLabels } from "./hear-about-us.ts";

/** The booking form's field messages, in the page's language. */
export function bookingTexts(language: Language) {
  const locale = { locale: language };
  return {
    teenFirstName: m.booking_error_teen_first_name({}, locale),
    teenLastName: m.booking_error_teen_last_name({}, locale),
    teenAge: (min: number, max: number) => m.booking_error_teen_age({ min, max }, locale),
    parentFirstName: m.booking_error_parent_first_name({}, locale),
    parentLastName: m.booking_error_parent_last_name({}, locale),
    parentEmail: m.invalid_email({}, locale),
    parentPhone: m.booking_error_parent_phone({}, locale),
    tooLong: m.booking_error_too_long({}, locale),
    hearAboutUs: m.booking_error_hear_about_us({}, locale),
  };
}

const requiredName = (message: string) =>
  z.string().check(z.overwrite(cleanName), z.minLength(1, message), z.maxLength(NAME_MAX_LENGTH, message));

const ageInRange = (ageRange: { ageMin: number; ageMax: number }, message: string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => {
        if (!/^\d{1,3}$/.test(value)) return false;
        const age = Number(value);
        return age >= ageRange.ageMin && age <= ageRange.ageMax;
      }, message),
    ),
    z.transform((value) => Number(value)),
  );

/** The fields of the order's second to `teens`-th teen, each as required as the first. */
function moreTeensShape(teens: number, ageRange: { ageMin: number; ageMax: number }, language: Language) {
  const bookingText = bookingTexts(language);
  const shape: Record<string, ReturnType<typeof requiredName> | ReturnType<typeof ageInRange>> = {};
  for (let n = 2; n <= Math.min(teens, MAX_TEENS); n++) {
    const fields = teenFields(n);
    shape[fields.firstName] = requiredName(bookingText.teenFirstName);
    shape[fields.lastName] = requiredName(bookingText.teenLastName);
    shape[fields.age] = ageInRange(ageRange, bookingText.teenAge(ageRange.ageMin, ageRange.ageMax));
  }
  return shape;
}

/**
 * The form's schema for one workshop and `teens` teens (1 to 4): each teen's age must lie in its
 * age range (docs/product/booking-and-payment.md#booking-form).
 */
export function bookingSchema(
  ageRange: { ageMin: number; ageMax: number },
  language: Language = "en",
  teens = 1,
) {
  const bookingText = bookingTexts(language);
  const ageMessage = bookingText.teenAge(ageRange.ageMin, ageRange.ageMax);
  return z.object({
    teenFirstName: requiredName(bookingText.teenFirstName),
    teenLastName: requiredName(bookingText.teenLastName),
    teenAge: ageInRange(ageRange, ageMessage),
    ...moreTeensShape(teens, ageRange, language),
    parentFirstName: requiredName(bookingText.parentFirstName),
    parentLastName: requiredName(bookingText.parentLastName),
    parentEmail: emailField(bookingText.parentEmail),
    parentPhone: z.string().check(
      z.trim(),
      z.refine((value) => value === "" || /^\+?[\d\s().-]{6,24}$/.test(value), bookingText.parentPhone),
    ),
    // Stored as a code (shared/stored-values.ts); the form shows its label.
    hearAboutUs: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === "" || (HEAR_ABOUT_US as readonly string[]).includes(value),
        bookingText.hearAboutUs,
      ),
    ),
    specialRequests: z.string().check(z.trim(), z.maxLength(1000, bookingText.tooLong)),
    discountCode: z.string().check(z.trim(), z.maxLength(40, bookingText.tooLong)),
  });
}

export type BookingInput = z.infer<ReturnType<typeof bookingSchema>>;

/** The order's teens, first to last, from validated values. */
export function orderTeens(data: Record<string, unknown>, teens: number) {
  return Array.from({ length: teens }, (_, index) => {
    const fields = teenFields(index + 1);
    return {
      firstName: String(data[fields.firstName]),
      lastName: String(data[fields.lastName]),
      age: Number(data[fields.age]),
    };
  });
}

/**
 * The schemas made so far, by age range, language and number of teens: a few dozen at most, and
 * making one costs more than checking a form with it (every payment start checks one).
 */
const madeSchemas = new Map<string, ReturnType<typeof bookingSchema>>();

function schemaFor(ageRange: { ageMin: number; ageMax: number }, language: Language, teens: number) {
  const key = `${ageRange.ageMin}-${ageRange.ageMax}-${language}-${teens}`;
  let schema = madeSchemas.get(key);
  if (!schema) {
    schema = bookingSchema(ageRange, language, teens);
    madeSchemas.set(key, schema);
  }
  return schema;
}

export function validateBooking(
  values: Partial<Record<BookingField, unknown>>,
  ageRange: { ageMin: number; ageMax: number },
  language: Language = "en",
) {
  const teens = teenCountOf(values);
  const result = schemaFor(ageRange, language, teens).safeParse({ ...emptyBookingForm, ...values });
  return result.success
    ? ({ success: true, data: result.data, teens: orderTeens(result.data, teens) } as const)
    : ({
        success: false,
        errors: firstErrorPerField<BookingField>(result.error.issues) as FieldErrors<BookingField>,
      } as const);
}
