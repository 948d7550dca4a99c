import type { MetaDescriptor } from "react-router";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, pageLanguage, type Language } from "#shared/language.ts";
import { hasLanguageTwin, localisedPath } from "#shared/localised-path.ts";

type SiteData = { academyName: string; publicUrl: string };
type MatchLike = { id: string; data?: unknown } | undefined;

/** The root loader's site values, as seen from a route's `meta` (which has no hooks). */
function siteFromMatches(matches: ReadonlyArray<MatchLike>): SiteData {
  const root = matches.find((match) => match?.id === "root")?.data as { site?: SiteData } | undefined;
  return root?.site ?? { academyName: "Teen Growth Academy", publicUrl: "" };
}

/** The academy's name (`ACADEMY_NAME`), for a route's `meta`. */
export function academyName(matches: ReadonlyArray<MatchLike>): string {
  return siteFromMatches(matches).academyName;
}

/**
 * How a page's title ends: the academy's name on the public and family pages, "· Administration"
 * in the back-office, nothing on a page that stands apart (the back-office's frame before a screen
 * names itself, a roster printout, the two-factor set-up, the test provider's checkout).
 */
export type TitleEnding = "academy" | "back-office" | "none";

/**
 * Every page's `<title>`: route modules pass their own words and never write the ending themselves
 * (tests/integration/page-titles.test.ts), so a change of format is made here once.
 */
export function pageTitle(matches: ReadonlyArray<MatchLike>, page: string, ending: TitleEnding = "academy") {
  if (ending === "back-office") return m.admin_page_title({ title: page }, { locale: backOfficeLanguage });
  if (ending === "none") return page;
  return `${page} | ${academyName(matches)}`;
}

/** The title and robots rule of a page that answers 404. */
export function notFoundMeta(matches: ReadonlyArray<MatchLike>, language: Language = "en"): MetaDescriptor[] {
  const title = m.seo_not_found_title({}, { locale: language });
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

/**
 * A page's canonical URL and, when it has a twin in the other language, its alternates for search
 * engines: English, French, and English for any other reader (x-default). `path` is the page's own
 * path (in its language), without a query.
 */
export function languageLinks(matches: ReadonlyArray<MatchLike>, path: string): MetaDescriptor[] {
  const { publicUrl } = siteFromMatches(matches);
  const canonical: MetaDescriptor = { tagName: "link", rel: "canonical", href: `${publicUrl}${path}` };
  if (!hasLanguageTwin(path)) return [canonical];
  const english = `${publicUrl}${localisedPath("en", path)}`;
  const alternate = (hrefLang: string, href: string): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href,
  });
  return [
    canonical,
    alternate("en", english),
    alternate("fr", `${publicUrl}${localisedPath("fr", path)}`),
    alternate("x-default", english),
  ];
}

/**
 * A page's own title, description, canonical URL and Open Graph / Twitter card
 * tags, so that every public page is described to search engines and when shared.
 */
export function pageMeta(options: {
  matches: ReadonlyArray<MatchLike>;
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const site = siteFromMatches(options.matches);
  const url = `${site.publicUrl}${options.path}`;
  const image = `${site.publicUrl}/images/og-image.png`;
  return [
    { title: options.title },
    { name: "description", content: options.description },
    ...languageLinks(options.matches, options.path),
    ...(options.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: site.academyName },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    {
      property: "og:image:alt",
      content: m.seo_image_alt({ academyName: site.academyName }, { locale: pageLanguage(options.path) }),
    },
    { property: "og:locale", content: pageLanguage(options.path) === "fr" ? "fr_FR" : "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: options.title },
    { name: "twitter:description", content: options.description },
    { name: "twitter:image", content: image },
  ];
}
