import * as z from "zod/mini";
import { m } from "./i18n/messages.ts";
import { EMAIL_MAX_LENGTH } from "./text-limits.ts";

/** The lost-link form (/bookings): one e-mail field (docs/product/after-sale-and-refunds.md#lost-link). */
export const bookingLinksSchema = z.object({
  email: z.pipe(
    z
      .string()
      .check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, m.invalid_email({}, { locale: "en" }))),
    z.email(m.invalid_email({}, { locale: "en" })),
  ),
});
