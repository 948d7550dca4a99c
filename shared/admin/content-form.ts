import * as z from "zod";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { PAGE_KEYS } from "#shared/stored-values.ts";
import { perLanguage } from "#shared/per-language.ts";

/** The message of content that is not a JSON object, in a language (the screen's toast too). */
export const invalidJsonText = (language: Language) => m.admin_content_invalid_json({}, { locale: language });

/** docs/product/accounts-and-back-office.md#content-screen: the content must be valid JSON (an object, as the site reads it); nothing else is constrained. */
function buildContentFormSchema(language: Language) {
  const locale = { locale: language };
  const jsonObject = z.string().transform((value, ctx) => {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // Reported below.
    }
    ctx.addIssue({ code: "custom", message: invalidJsonText(language) });
    return z.NEVER;
  });
  return z.object({
    id: z.string().trim().max(100).optional(),
    pageKey: z.enum(PAGE_KEYS, { error: m.admin_content_page_key_required({}, locale) }).optional(),
    title: z.string().trim().max(300, m.admin_content_title_too_long({}, locale)).default(""),
    content: jsonObject,
    /** The French page's content: left empty, every field shows in English. */
    contentFr: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value : "{}"))
      .pipe(jsonObject),
  });
}

/** The content form's schema, its messages in `language` (built once per language). */
export const contentFormSchema = perLanguage(buildContentFormSchema);

export type ContentFormInput = z.infer<ReturnType<typeof buildContentFormSchema>>;
