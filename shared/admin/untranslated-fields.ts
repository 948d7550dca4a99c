/**
 * The fields of a page's English content that its French content leaves out (top-level, by name):
 * the French page shows them in English until they are written. A French field left empty counts
 * as missing too.
 */
export function untranslatedFields(
  english: Record<string, unknown>,
  french: Record<string, unknown>,
): string[] {
  const given = (value: unknown) =>
    value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
  return Object.keys(english).filter((field) => given(english[field]) && !given(french[field]));
}
