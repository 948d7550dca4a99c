import { isFilledIn } from "./filled-in.ts";
import type { Language } from "./language.ts";

/** The texts of a workshop an administrator writes in each language (the rest is numbers and settings). */
export const WORKSHOP_TEXT_FIELDS = [
  "title",
  "subtitle",
  "description",
  "duration",
  "sessions",
  "groupSize",
  "highlights",
] as const;
export type WorkshopTextField = (typeof WORKSHOP_TEXT_FIELDS)[number];

export type WorkshopTexts = {
  title: string;
  subtitle: string;
  description: string;
  duration: string;
  sessions: string;
  groupSize: string;
  highlights: string[];
};

/** A workshop's French texts: each one may be missing (the English one shows instead). */
export type WorkshopTranslation = Partial<WorkshopTexts>;

/**
 * A workshop's texts in a language: the English ones are the row's own columns; the French ones
 * its translation, each missing one falling back to the English text (a page is never blank).
 */
export function workshopTexts<T extends WorkshopTexts & { frenchTexts?: WorkshopTranslation | null }>(
  workshop: T,
  language: Language,
): T {
  if (language === "en" || !workshop.frenchTexts) return workshop;
  const french = workshop.frenchTexts;
  const localised = { ...workshop };
  for (const field of WORKSHOP_TEXT_FIELDS) {
    const value = french[field];
    if (isFilledIn(value)) (localised as WorkshopTexts)[field] = value as never;
  }
  return localised;
}

/**
 * The texts written in one language but not in the other, for the back-office's list of what is
 * left to translate. An English text is always there (the form requires the main ones), so what
 * is missing is French, field by field; empty English texts need no translation.
 */
export function missingTranslations(
  workshop: WorkshopTexts & { frenchTexts?: WorkshopTranslation | null },
): WorkshopTextField[] {
  return WORKSHOP_TEXT_FIELDS.filter(
    (field) => isFilledIn(workshop[field]) && !isFilledIn(workshop.frenchTexts?.[field]),
  );
}

/**
 * One of a workshop's texts in a language, the English one when it is not translated (the rule of
 * workshopTexts, for a read that selects only the texts it shows).
 */
export function workshopTextIn<Field extends WorkshopTextField>(
  workshop: Pick<WorkshopTexts, Field> & { frenchTexts?: WorkshopTranslation | null },
  field: Field,
  language: Language,
): WorkshopTexts[Field] {
  const english: Pick<WorkshopTexts, Field> = workshop;
  const french = workshop.frenchTexts?.[field];
  return language === "fr" && isFilledIn(french) ? (french as WorkshopTexts[Field]) : english[field];
}

/** A workshop's title in a language, for messages that name it (the English one when not translated). */
export const workshopTitleIn = (
  workshop: { title: string; frenchTexts?: WorkshopTranslation | null },
  language: Language,
): string => workshopTextIn(workshop, "title", language);
