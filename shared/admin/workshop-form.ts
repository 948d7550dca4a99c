import * as z from "zod";
import { eurosToCents } from "./euros.ts";
import { highlightsFromText } from "./highlights.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { WORKSHOP_ICONS } from "./workshop-icons.ts";
import { perLanguage } from "#shared/per-language.ts";
import type { WorkshopTranslation } from "#shared/workshop-texts.ts";

const required = (message: string) => z.string().trim().min(1, message);

const integer = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, message)
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/**
 * The workshop dialog (docs/product/accounts-and-back-office.md#workshops-screen): title, duration, description, price and max_seats
 * required (the next start comes from the groups, never typed); the price typed in euros and stored in cents;
 * highlights one per line. Plus the catalogue fields (docs/product/catalogue-and-pages.md#workshop-data and docs/product/accounts-and-back-office.md#workshops-screen);
 * no groups: they are made in the group editor alone.
 * Its messages are in the given language.
 */
function buildWorkshopFormSchema(language: Language) {
  const locale = { locale: language };
  const optionalText = z
    .string()
    .trim()
    .max(500, m.admin_workshop_text_too_long({}, locale))
    .optional()
    .transform((value) => value ?? "");
  /** A French text, optional whatever its English twin: the English one shows until it is written. */
  const frenchText = (max: number, message: string) =>
    z
      .string()
      .trim()
      .max(max, message)
      .optional()
      .transform((value) => value ?? "");
  return z
    .object({
      id: z.string().trim().max(100).optional(),
      title: required(m.admin_workshop_title_required({}, locale)).pipe(
        z.string().max(200, m.admin_workshop_title_too_long({}, locale)),
      ),
      subtitle: optionalText,
      description: required(m.admin_workshop_description_required({}, locale)).pipe(
        z.string().max(5000, m.admin_workshop_description_too_long({}, locale)),
      ),
      duration: required(m.admin_workshop_duration_required({}, locale)).pipe(
        z.string().max(100, m.admin_workshop_duration_too_long({}, locale)),
      ),
      sessions: optionalText,
      groupSize: optionalText,
      price: z
        .string()
        .trim()
        .min(1, m.admin_workshop_price_required({}, locale))
        .transform((value, ctx) => {
          const cents = eurosToCents(value);
          if (cents === null || cents > 10_000_000) {
            ctx.addIssue({
              code: "custom",
              message: m.admin_workshop_price_invalid({}, locale),
            });
            return z.NEVER;
          }
          return cents;
        }),
      maxSeats: integer(m.admin_workshop_max_seats_invalid({}, locale), 0, 10_000),
      // Left out (an older form or client): the workshop keeps its minimum, a new one gets the default.
      minTeens: integer(m.admin_workshop_min_teens_invalid({}, locale), 1, 10_000).optional(),
      ageMin: integer(m.admin_workshop_age_min_invalid({}, locale), 1, 120),
      ageMax: integer(m.admin_workshop_age_max_invalid({}, locale), 1, 120),
      icon: z.enum(WORKSHOP_ICONS).catch("sparkles"),
      sortOrder: z
        .string()
        .trim()
        .optional()
        .transform((value) => (value && /^-?\d+$/.test(value) ? Number(value) : 0)),
      highlights: z
        .string()
        .optional()
        .transform((value) => highlightsFromText(value ?? "")),
      isActive: z
        .string()
        .optional()
        .transform((value) => value === "on" || value === "true"),
      titleFr: frenchText(200, m.admin_workshop_title_too_long({}, locale)),
      subtitleFr: frenchText(500, m.admin_workshop_text_too_long({}, locale)),
      descriptionFr: frenchText(5000, m.admin_workshop_description_too_long({}, locale)),
      durationFr: frenchText(100, m.admin_workshop_duration_too_long({}, locale)),
      sessionsFr: frenchText(500, m.admin_workshop_text_too_long({}, locale)),
      groupSizeFr: frenchText(500, m.admin_workshop_text_too_long({}, locale)),
      highlightsFr: z
        .string()
        .optional()
        .transform((value) => highlightsFromText(value ?? "")),
    })
    .refine((value) => value.minTeens === undefined || value.minTeens <= Math.max(1, value.maxSeats), {
      path: ["minTeens"],
      message: m.admin_workshop_min_teens_invalid({}, locale),
    })
    .refine((value) => value.ageMin <= value.ageMax, {
      path: ["ageMax"],
      message: m.admin_workshop_age_order({}, locale),
    })
    .transform(
      ({
        titleFr,
        subtitleFr,
        descriptionFr,
        durationFr,
        sessionsFr,
        groupSizeFr,
        highlightsFr,
        ...rest
      }) => ({
        ...rest,
        // Only what was written: a text left empty shows in English (shared/workshop-texts.ts).
        frenchTexts: Object.fromEntries(
          Object.entries({
            title: titleFr,
            subtitle: subtitleFr,
            description: descriptionFr,
            duration: durationFr,
            sessions: sessionsFr,
            groupSize: groupSizeFr,
            highlights: highlightsFr,
          }).filter(([, value]) => value.length > 0),
        ) as WorkshopTranslation,
      }),
    );
}

/** The workshop form's schema, its messages in `language` (built once per language). */
export const workshopFormSchema = perLanguage(buildWorkshopFormSchema);

type WorkshopFormSchema = ReturnType<typeof buildWorkshopFormSchema>;
export type WorkshopFormInput = z.infer<WorkshopFormSchema>;
export type WorkshopField = keyof z.input<WorkshopFormSchema>;
