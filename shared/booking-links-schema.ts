import * as z from "zod/mini";
import { emailField } from "./email-field.ts";
import { m } from "./i18n/messages.ts";

/** The lost-link form (/bookings): one e-mail field (docs/product/after-sale-and-refunds.md#lost-link). */
export const bookingLinksSchema = z.object({
  email: emailField(m.invalid_email({}, { locale: "en" })),
});
