import * as z from "zod";
import { isValidTimeZone } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { perLanguage } from "#shared/per-language.ts";

/**
 * The group editor's field messages in a language, from the catalogue (docs/product/groups.md#group-editor).
 * The refusals that need the database are in shared/admin/group-answer.ts.
 */
export function groupTexts(language: Language) {
  const locale = { locale: language };
  return {
    firstDate: m.admin_group_first_date({}, locale),
    startTime: m.admin_group_start_time({}, locale),
    timeZone: m.admin_group_time_zone({}, locale),
    videoUrl: m.admin_group_video_url({}, locale),
    capacity: m.admin_group_capacity({}, locale),
    sessionCount: m.admin_group_session_count({}, locale),
    sessionMinutes: m.admin_group_session_minutes({}, locale),
  };
}

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
 * checked by server/groups/admin-groups.server.ts. Its messages are in the given language.
 */
function buildGroupFormSchema(language: Language) {
  const groupMessages = groupTexts(language);
  return z.object({
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
}

/** The group editor's schema, its messages in `language` (built once per language). */
export const groupFormSchema = perLanguage(buildGroupFormSchema);

export type GroupFormInput = z.infer<ReturnType<typeof buildGroupFormSchema>>;

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}
