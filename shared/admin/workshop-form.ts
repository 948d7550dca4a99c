import * as z from "zod";
import { eurosToCents } from "./euros.ts";
import { highlightsFromText } from "./highlights.ts";
import { WORKSHOP_ICONS } from "./workshop-icons.ts";

const required = (message: string) => z.string().trim().min(1, message);
const optionalText = z
  .string()
  .trim()
  .max(500, "Ce texte est trop long")
  .optional()
  .transform((value) => value ?? "");

const integer = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, message)
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

export const scheduleOptionSchema = z.object({
  id: z.string().trim().max(100).optional(),
  dateRange: z.string().trim().min(1, "Chaque créneau doit avoir ses dates").max(200),
  timeText: z.string().trim().min(1, "Chaque créneau doit avoir son horaire").max(200),
  capacity: z.coerce
    .number({ error: "La capacité d'un créneau doit être un entier positif" })
    .int("La capacité d'un créneau doit être un entier positif")
    .min(0, "La capacité d'un créneau doit être un entier positif")
    .max(1000, "La capacité d'un créneau doit être un entier positif"),
  isActive: z.boolean().default(true),
});
export type ScheduleOptionInput = z.infer<typeof scheduleOptionSchema>;

/**
 * The workshop dialog (docs/product/accounts-and-back-office.md#workshops-screen): title, duration, description, price, max_seats
 * and next_start required; the price typed in euros and stored in cents;
 * highlights one per line. Plus the catalogue fields (docs/product/catalogue-and-pages.md#workshop-data and docs/product/accounts-and-back-office.md#workshops-screen) and the
 * productivity schedule options (docs/product/productivity-checkout.md#runs and docs/product/accounts-and-back-office.md#workshops-screen), sent as JSON by the dialog.
 */
export const workshopFormSchema = z
  .object({
    id: z.string().trim().max(100).optional(),
    title: required("Le titre est requis").pipe(z.string().max(200, "Le titre est trop long")),
    subtitle: optionalText,
    description: required("La description est requise").pipe(
      z.string().max(5000, "La description est trop longue"),
    ),
    duration: required("La durée est requise").pipe(z.string().max(100, "La durée est trop longue")),
    sessions: optionalText,
    groupSize: optionalText,
    price: z
      .string()
      .trim()
      .min(1, "Le prix est requis")
      .transform((value, ctx) => {
        const cents = eurosToCents(value);
        if (cents === null || cents > 10_000_000) {
          ctx.addIssue({
            code: "custom",
            message: "Le prix doit être un montant en euros (ex. 270 ou 249,50)",
          });
          return z.NEVER;
        }
        return cents;
      }),
    maxSeats: integer("Le nombre de places doit être un entier positif", 0, 10_000),
    nextStart: z
      .string()
      .trim()
      .min(1, "La prochaine date est requise")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "La prochaine date n'est pas valide"),
    ageMin: integer("L'âge minimum doit être un entier entre 1 et 120", 1, 120),
    ageMax: integer("L'âge maximum doit être un entier entre 1 et 120", 1, 120),
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
    scheduleOptions: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return [];
        try {
          return JSON.parse(value) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: "Les créneaux ne sont pas valides" });
          return z.NEVER;
        }
      })
      .pipe(z.array(scheduleOptionSchema).max(20, "Vingt créneaux au plus")),
  })
  .refine((value) => value.ageMin <= value.ageMax, {
    path: ["ageMax"],
    message: "L'âge maximum doit être supérieur ou égal à l'âge minimum",
  });

export type WorkshopFormInput = z.infer<typeof workshopFormSchema>;
export type WorkshopField = keyof z.input<typeof workshopFormSchema>;
