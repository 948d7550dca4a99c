import { useLocation } from "react-router";
import { pageLanguage, type Language } from "#shared/language.ts";

/** The current page's language (shared/language.ts): what its texts and formatters take. */
export function useLanguage(): Language {
  return pageLanguage(useLocation().pathname);
}
