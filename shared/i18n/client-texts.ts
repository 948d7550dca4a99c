import { asLanguage, type Language } from "#shared/language.ts";

/*
 * The browser's texts, one language at a time (docs/decisions/029-one-language-per-page.md). In the
 * client build (scripts/vite-page-language-texts.ts), each message function reads its text here, and
 * each route module loads, before it runs, the texts its code can show in the page's language only.
 * The server, the tests and the dev server keep Paraglide's compiled functions, both languages in each.
 */

type Text = (inputs: Record<string, unknown>) => string;

/** Loads a route's texts in one language (a dynamic import of the build's module for them). */
export type TextLoaders = Record<Language, () => Promise<unknown>>;

const catalogues: Record<Language, Record<string, Text>> = { en: {}, fr: {} };
const routeLoaders: TextLoaders[] = [];
let current: Language = typeof document === "undefined" ? "en" : asLanguage(document.documentElement.lang);
const reported = new Set<string>();

/** Called by the build's text modules: the texts they hold, in their language. */
export function registerTexts(language: Language, texts: Record<string, Text>): void {
  Object.assign(catalogues[language], texts);
}

/** Awaited by a route module before it runs: its texts in the current page's language. */
export function loadRouteTexts(loaders: TextLoaders): Promise<unknown> {
  routeLoaders.push(loaders);
  return loaders[current]();
}

/**
 * Before the app shows a page in another language (root's clientLoader): that language's texts of
 * every route loaded so far. Route modules loaded later take it too.
 */
export async function switchTextsTo(language: Language): Promise<void> {
  if (language === current) return;
  current = language;
  await Promise.all(routeLoaders.map((loaders) => loaders[language]()));
}

/**
 * The message of id `id` (the build's short name for a key), called as Paraglide's are:
 * `(inputs, { locale })`, English when no locale is given (as Paraglide's runtime stand-in
 * answers); `english` is its English text, for a module that needs it as it loads. A text this page did not load is a build or usage mistake: it is reported once and
 * the page shows the message in a language it has rather than breaking.
 */
export function message(id: string, english?: Text) {
  return (inputs: Record<string, unknown> = {}, options: { locale?: Language } = {}): string => {
    const language = options.locale ?? "en";
    const own = catalogues[language][id] ?? (language === "en" ? english : undefined);
    if (own) return own(inputs);
    if (!reported.has(`${language}:${id}`)) {
      reported.add(`${language}:${id}`);
      console.error(
        `The ${language} text of message ${id} was not loaded on this page (scripts/vite-page-language-texts.ts).`,
      );
    }
    return (catalogues[current][id] ?? (() => ""))(inputs);
  };
}
