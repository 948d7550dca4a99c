// The user-facing texts, one catalogue per language (docs/decisions/016-i18n-library.md): the
// texts live in shared/i18n/messages/{en,fr}.json, `npm run i18n` compiles them with Paraglide JS
// into shared/i18n/compiled/ (committed, checked by tests/integration/i18n-catalogues.test.ts).
import type { Language } from "#shared/language.ts";
import * as en from "./compiled/messages/en.js";
import * as fr from "./compiled/messages/fr.js";

/** Every message of a language: a function per key, taking the message's values. */
export type Messages = typeof en;

const catalogues: Record<Language, Messages> = { en, fr };

/** The catalogue of a page's language (shared/language.ts says which). */
export function messages(language: Language): Messages {
  return catalogues[language];
}
