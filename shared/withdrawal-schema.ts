import * as z from "zod/mini";
import { emailField } from "./email-field.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { NAME_MAX_LENGTH } from "./text-limits.ts";

/**
 * The withdrawal form of /withdrawal (docs/product/after-sale-and-refunds.md#withdrawal): the
 * booking's reference and e-mail find it, the name signs the statement.
 */
export function withdrawalSchema(language: Language) {
  const locale = { locale: language };
  return z.object({
    reference: z.pipe(
      z.string().check(z.trim(), z.toUpperCase()),
      z.string().check(z.regex(/^TW-\d{6}$/, m.withdrawal_invalid_reference({}, locale))),
    ),
    email: emailField(m.invalid_email({}, locale)),
    name: z
      .string(m.withdrawal_name_required({}, locale))
      .check(
        z.trim(),
        z.minLength(1, m.withdrawal_name_required({}, locale)),
        z.maxLength(NAME_MAX_LENGTH, m.withdrawal_name_required({}, locale)),
      ),
  });
}

export type WithdrawalForm = z.infer<ReturnType<typeof withdrawalSchema>>;
