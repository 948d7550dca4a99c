import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { PageContentProblem } from "./page-content-schemas.ts";
import type { Refusal } from "./refusal.ts";

/** Why a page's content could not be saved (server/content/admin-content.server.ts). */
export type ContentRefusal = "page_key_required" | "content_taken" | "not_found" | PageContentProblem;

/** The text of a content refusal, in the back-office's language; a field problem names the field. */
export function contentRefusalText(refusal: Refusal<ContentRefusal>, language: Language): string {
  const locale = { locale: language };
  const field = String(refusal.values?.field ?? "");
  switch (refusal.reason) {
    case "page_key_required":
      return m.admin_content_page_key_required({}, locale);
    case "content_taken":
      return m.admin_content_taken({}, locale);
    case "not_found":
      return m.admin_content_not_found({}, locale);
    case "field_unknown":
      return refusal.values?.known === undefined
        ? m.admin_content_field_unknown({ field }, locale)
        : m.admin_content_field_unknown_known({ field, known: refusal.values.known }, locale);
    case "field_required":
      return m.admin_content_field_required({ field }, locale);
    case "field_not_text":
      return m.admin_content_field_text({ field }, locale);
    case "field_not_list":
      return m.admin_content_field_list({ field }, locale);
    case "field_not_object":
      return m.admin_content_field_object({ field }, locale);
    case "field_invalid":
      return m.admin_content_field_invalid({ field }, locale);
  }
}
