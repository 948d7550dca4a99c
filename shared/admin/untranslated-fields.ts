import { isFilledIn } from "#shared/filled-in.ts";

/**
 * The fields of a page's English content that its French content leaves out (top-level, by name):
 * the French page shows them in English until they are written. A French field left empty counts
 * as missing too.
 */
export function untranslatedFields(
  english: Record<string, unknown>,
  french: Record<string, unknown>,
): string[] {
  return Object.keys(english).filter((field) => isFilledIn(english[field]) && !isFilledIn(french[field]));
}
