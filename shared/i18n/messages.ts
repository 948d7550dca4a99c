// The user-facing texts, one catalogue per language (docs/decisions/016-i18n-library.md): the
// texts live in shared/i18n/messages/{en,fr}.json and `npm run i18n` compiles them with Paraglide JS
// into shared/i18n/compiled/ (committed; tests/integration/i18n-catalogues.test.ts checks it is
// up to date). One function per message, so a page's bundle holds only the messages it shows:
// `m.not_found_title({}, { locale })`, with the page's language (shared/language.ts).
export { m } from "./compiled/messages.js";

/**
 * A catalogue's shape with plain strings: Paraglide brands what its messages answer
 * (`LocalizedString`), which a catalogue written by hand (a test's) could not give.
 */
export type PlainTexts<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => PlainTexts<R>
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? PlainTexts<U>[]
      : { [K in keyof T]: PlainTexts<T[K]> };
