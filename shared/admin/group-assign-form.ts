import * as z from "zod/mini";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { isUuid } from "#shared/uuid.ts";
import { perLanguage } from "#shared/per-language.ts";

/**
 * The "Affecter à un groupe" form of a booking waiting for a group (docs/product/groups.md#group-editor): the
 * booking and the group chosen. Whether the booking still waits and the group takes it is known
 * only in the database (server/groups/assign-booking.server.ts); the schema keeps a malformed id
 * from reaching the `uuid` column, with the words that function's refusals use.
 */
function buildGroupAssignFormSchema(language: Language) {
  const locale = { locale: language };
  const notUnassigned = m.admin_group_not_unassigned({}, locale);
  const groupNotFound = m.admin_group_not_found({}, locale);
  return z.object({
    bookingId: z.string({ error: notUnassigned }).check(z.trim(), z.refine(isUuid, notUnassigned)),
    groupId: z.string({ error: groupNotFound }).check(z.trim(), z.minLength(1, groupNotFound)),
  });
}

/** The assign form's schema, its messages in `language` (built once per language). */
export const groupAssignFormSchema = perLanguage(buildGroupAssignFormSchema);

/** The assign form's fields, as the form holds them (text). */
export type GroupAssignFormValues = z.input<ReturnType<typeof buildGroupAssignFormSchema>>;
