import { useCallback } from "react";
import { localisedPath } from "#shared/localised-path.ts";
import { useLanguage } from "./use-language.ts";

/**
 * The current page's language applied to a path (shared/localised-path.ts): a link, a navigation or
 * a return address built on a French page stays French.
 */
export function useLocalisedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localisedPath(language, path), [language]);
}
