import * as z from "zod";
import { PAGE_KEYS } from "#shared/stored-values.ts";

export const INVALID_JSON = "Le contenu JSON n'est pas valide";

/** docs/product/accounts-and-back-office.md#content-screen: the content must be valid JSON (an object, as the site reads it); nothing else is constrained. */
export const contentFormSchema = z.object({
  id: z.string().trim().max(100).optional(),
  pageKey: z.enum(PAGE_KEYS, { error: "Choisissez une page" }).optional(),
  title: z.string().trim().max(300, "Le titre est trop long").default(""),
  content: z.string().transform((value, ctx) => {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // Reported below.
    }
    ctx.addIssue({ code: "custom", message: INVALID_JSON });
    return z.NEVER;
  }),
});

export type ContentFormInput = z.infer<typeof contentFormSchema>;
