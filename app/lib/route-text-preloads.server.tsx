import { preloadModule } from "react-dom";
import type { EntryContext } from "react-router";
import textChunks from "virtual:page-language-text-chunks";
import type { Language } from "#shared/language.ts";

/*
 * Each route module of the browser build first awaits its texts in the page's language
 * (docs/decisions/029-one-language-per-page.md). Found only as the route module runs, they would
 * come a round trip after it and delay hydration by as much; preloaded from the page itself, they
 * download beside the route modules and the await finds them there.
 */

/**
 * The files holding the texts of the page's routes in its language (none on the dev server), less
 * those React Router preloads already (the routes' modules and their imports).
 */
export function routeTextModules(context: EntryContext, language: Language): string[] {
  const { entry, routes } = context.manifest;
  const matched = context.staticHandlerContext.matches.flatMap((match) => {
    const route = routes[match.route.id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  const preloaded = new Set([entry.module, ...entry.imports, ...matched]);
  const files = new Set<string>();
  for (const chunk of matched)
    for (const file of textChunks[chunk]?.[language] ?? []) if (!preloaded.has(file)) files.add(file);
  return [...files];
}

/**
 * Renders nothing: asks React for a `<link rel="modulepreload">` per file in the page's head (a page
 * that hydrates on the first interaction takes them along with the route modules' preloads,
 * app/lib/deferred-hydration.ts).
 */
export function PreloadModules({ files, nonce }: { files: string[]; nonce: string }) {
  for (const file of files) preloadModule(file, { as: "script", nonce });
  return null;
}
