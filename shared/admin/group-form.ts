import * as z from "zod";
import { isValidTimeZone } from "#shared/group-schedule.ts";

/** The group editor's French messages (docs/product/groups.md#group-editor). */
export const groupMessages = {
  firstDate: "La date du premier cours est requise (AAAA-MM-JJ).",
  startTime: "L'heure de début est requise (HH:MM, sur 24 heures).",
  timeZone: "Fuseau horaire inconnu : indiquez un nom IANA, par exemple America/New_York ou Europe/Paris.",
  videoUrl: "Le lien de la visio doit être une adresse https:// complète.",
  capacity: "La capacité doit être un nombre entier de places, au moins 1.",
  sessionCount: "Le nombre de séances doit être un entier entre 1 et 52.",
  sessionMinutes: "La durée d'une séance doit être un nombre de minutes entre 15 et 480.",
  inThePast: "Le premier cours de ce groupe serait dans le passé : choisissez une date à venir.",
  aboveWorkshop: (max: number) => `La capacité ne peut pas dépasser ${max} places, le maximum de l'atelier.`,
  belowBooked: (booked: number) =>
    `La capacité ne peut pas être inférieure aux places déjà réservées ou retenues (${booked}).`,
  hasBookings: "Impossible de supprimer ce groupe : il a des réservations. Fermez-le plutôt.",
  notFound: "Ce groupe n'existe plus.",
  workshopNotFound: "Cet atelier n'existe plus.",
  groupNotOpen: "Ce groupe n'accepte plus de réservations (fermé ou terminé).",
  groupFull: "Ce groupe est complet.",
  notUnassigned: "Cette réservation n'attend pas de groupe (déjà placée, ou annulée).",
  otherWorkshop: "Ce groupe appartient à un autre atelier.",
} as const;

const integer = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** A calendar date that exists ("2026-02-30" does not). */
function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * One group as the editor sends it. The weekday follows from the first session's date; the rules that
 * need the database (not in the past, capacity within the workshop and above the seats taken) are
 * checked by server/groups/admin-groups.server.ts.
 */
export const groupFormSchema = z.object({
  id: z.string().trim().max(100).optional(),
  workshopId: z.string().trim().min(1).max(100),
  firstSessionDate: z
    .string({ error: groupMessages.firstDate })
    .trim()
    .refine(isCalendarDate, groupMessages.firstDate),
  startTime: z
    .string({ error: groupMessages.startTime })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, groupMessages.startTime),
  timeZone: z
    .string({ error: groupMessages.timeZone })
    .trim()
    .min(1, groupMessages.timeZone)
    .refine(
      // Intl accepts any IANA name; only names with a region part are zones a family can live in.
      (value) => value.includes("/") && isValidTimeZone(value),
      groupMessages.timeZone,
    ),
  capacity: integer(groupMessages.capacity, 1, 1000),
  sessionCount: integer(groupMessages.sessionCount, 1, 52),
  sessionMinutes: integer(groupMessages.sessionMinutes, 15, 480),
  videoUrl: z
    .string()
    .trim()
    .max(500, groupMessages.videoUrl)
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isHttpsUrl(value), groupMessages.videoUrl),
  dateRange: z.string().trim().max(200).optional().default(""),
  timeText: z.string().trim().max(200).optional().default(""),
});
export type GroupFormInput = z.infer<typeof groupFormSchema>;

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}
