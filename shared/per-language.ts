import type { Language } from "./language.ts";

/**
 * A value built once per language, on first use: a form schema whose messages are in that language
 * is built when a page of that language first needs it, then reused.
 */
export function perLanguage<T>(build: (language: Language) => T): (language: Language) => T {
  const built = new Map<Language, T>();
  return (language) => {
    if (!built.has(language)) built.set(language, build(language));
    return built.get(language)!;
  };
}
