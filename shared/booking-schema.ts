// zod/mini keeps the browser bundle small; the same schema is applied again by the server.
import * as z from "zod/mini";
import { firstErrorPerField, type FieldErrors } from "./form-errors.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { HEAR_ABOUT_US } from "./stored-values.ts";
import { cleanName, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./text-limits.ts";

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
export type BookingField = keyof BookingFormData;
/** What the booking pages carry to the payment: the form, and the group chosen when the workshop has groups. */
export type BookingRequestData = BookingFormData & {
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

/** The form's schema for one workshop: the teen's age must lie in its age range (docs/product/booking-and-payment.md#booking-form). */
export function bookingSchema(ageRange: { ageMin: number; ageMax: number }, language: Language = "en") {
  const bookingText = bookingTexts(language);
  const ageMessage = bookingText.teenAge(ageRange.ageMin, ageRange.ageMax);
  return z.object({
    teenFirstName: requiredName(bookingText.teenFirstName),
    teenLastName: requiredName(bookingText.teenLastName),
    teenAge: z.pipe(
      z.string().check(
        z.trim(),
        z.refine((value) => {
          if (!/^\d{1,3}$/.test(value)) return false;
          const age = Number(value);
          return age >= ageRange.ageMin && age <= ageRange.ageMax;
        }, ageMessage),
      ),
      z.transform((value) => Number(value)),
    ),
    parentFirstName: requiredName(bookingText.parentFirstName),
    parentLastName: requiredName(bookingText.parentLastName),
    parentEmail: z.pipe(
      z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, bookingText.parentEmail)),
      z.email(bookingText.parentEmail),
    ),
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

export function validateBooking(
  values: Partial<Record<BookingField, unknown>>,
  ageRange: { ageMin: number; ageMax: number },
  language: Language = "en",
) {
  const result = bookingSchema(ageRange, language).safeParse({ ...emptyBookingForm, ...values });
  return result.success
    ? ({ success: true, data: result.data } as const)
    : ({
        success: false,
        errors: firstErrorPerField<BookingField>(result.error.issues) as FieldErrors<BookingField>,
      } as const);
}
