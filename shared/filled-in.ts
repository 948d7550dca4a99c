/**
 * Whether an administrator wrote something in a text or list field: a text with more than spaces,
 * a list with an item. What is not filled in falls back to the other language or a built-in text.
 */
export function isFilledIn(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}
