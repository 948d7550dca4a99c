import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Language } from "#shared/language.ts";
import { hasLanguageTwin, localisedPath } from "#shared/localised-path.ts";
import { restoreLanguageSwitchDraft, saveLanguageSwitchDraft } from "#app/lib/language-switch-draft.ts";
import { useLanguage } from "#app/lib/use-language.ts";

/** Each language's name in that language: what a reader of it looks for. */
const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fr: "Français" };

/**
 * The header's link to the same page in the other language, with its query and whatever the
 * parent typed in its forms (app/lib/language-switch-draft.ts). Shown only on pages that have a
 * twin (shared/public-pages.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other: Language = useLanguage() === "fr" ? "en" : "fr";
  useEffect(() => {
    // After the page's own effects, so that its forms listen before their values come back.
    const timer = window.setTimeout(() => restoreLanguageSwitchDraft(pathname), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  if (!hasLanguageTwin(pathname)) return null;
  const target = localisedPath(other, pathname);
  return (
    <Link
      to={`${target}${search}${hash}`}
      onClick={() => saveLanguageSwitchDraft(target)}
      hrefLang={other}
      lang={other}
      aria-label={LANGUAGE_NAMES[other]}
      title={LANGUAGE_NAMES[other]}
      className={className}
    >
      {other.toUpperCase()}
    </Link>
  );
}
