import { FRENCH_PREFIX, type Language } from "./language.ts";
import { bilingualLegalPaths, bilingualPages } from "./public-pages.ts";

/** "booking/:workshopId" as a matcher of one whole pathname ("/booking/abc"). */
function pattern(path: string): RegExp {
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^/${segments.join("/")}/?$`);
}

const twinned = [...bilingualPages.map((page) => page.path), ...bilingualLegalPaths].map(pattern);

/** The pathname without the French prefix: "/fr/workshops" → "/workshops", "/fr" → "/". */
function withoutFrenchPrefix(pathname: string): string {
  if (pathname === FRENCH_PREFIX) return "/";
  if (pathname.startsWith(`${FRENCH_PREFIX}/`)) return pathname.slice(FRENCH_PREFIX.length);
  return pathname;
}

/** Whether a page's path (either language's) has a twin in the other language. */
export function hasLanguageTwin(pathname: string): boolean {
  const english = withoutFrenchPrefix(pathname);
  return twinned.some((matcher) => matcher.test(english));
}

/**
 * A path of the site in a language: a public page's French twin under /fr ("/workshops" →
 * "/fr/workshops", "/" → "/fr", "/#newsletter" → "/fr#newsletter"), its English one at the root
 * ("/fr/workshops" → "/workshops"). Any query and fragment are kept. A path without a twin (files,
 * endpoints, the back-office, sign-in) comes back as it is.
 */
export function localisedPath(language: Language, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  if (!pathname.startsWith("/") || !hasLanguageTwin(pathname)) return path;
  const english = withoutFrenchPrefix(pathname);
  if (language === "en") return `${english}${rest}`;
  return `${english === "/" ? FRENCH_PREFIX : `${FRENCH_PREFIX}${english}`}${rest}`;
}
