import { withColon } from "#shared/label-with-colon.ts";
import type { Language } from "#shared/language.ts";

/**
 * The academy's notices list their facts as 'Label : value' (the French colon follows a space,
 * the English one does not): each row's label comes back with its colon, in the notice's language.
 */
export function noticeRows(rows: [label: string, value: string][], language: Language): [string, string][] {
  return rows.map(([label, value]) => [withColon(label, language), value]);
}
