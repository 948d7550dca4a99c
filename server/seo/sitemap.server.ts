import { and, eq, max } from "drizzle-orm";
import { localisedPath } from "#shared/localised-path.ts";
import { paths } from "#shared/paths.ts";
import { TERMS_VERSION } from "#shared/terms-version.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import type { Database } from "#server/db/client.server.ts";
import { workshops } from "#server/db/schema.server.ts";

/**
 * Public pages worth indexing, each listed with its French twin; forms, checkout steps and utility
 * pages are left out.
 */
const INDEXED_PATHS = [paths.home, paths.workshops, paths.productivity] as const;

/**
 * The legal pages in both languages, dated by the terms in force rather than by the catalogue
 * (docs/product/legal.md#terms-of-sale).
 */
const LEGAL_PAGES = [
  { path: paths.legal },
  { path: paths.legalFr },
  { path: paths.terms, lastModified: TERMS_VERSION },
  { path: paths.termsFr, lastModified: TERMS_VERSION },
  { path: paths.withdrawal },
  { path: paths.withdrawalFr },
] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(
  publicUrl: string,
  lastModified?: Date,
  indexed: readonly string[] = INDEXED_PATHS,
) {
  const url = (path: string, day?: string) =>
    `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${day ? `<lastmod>${day}</lastmod>` : ""}</url>`;
  const catalogueDay = lastModified?.toISOString().slice(0, 10);
  const urls = [
    ...indexed.flatMap((path) => [url(path, catalogueDay), url(localisedPath("fr", path), catalogueDay)]),
    ...LEGAL_PAGES.map((page) => url(page.path, "lastModified" in page ? page.lastModified : undefined)),
  ].join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

/**
 * The sitemap from the public catalogue: an inactive workshop is not public, so its changes do not
 * date the sitemap, and the productivity sales page is left out while that workshop is inactive
 * (docs/product/catalogue-and-pages.md#seo).
 */
export async function publicSitemapXml(db: Database, publicUrl: string) {
  const [row] = await db
    .select({ updatedAt: max(workshops.updatedAt) })
    .from(workshops)
    .where(eq(workshops.isActive, true));
  const [productivity] = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(and(eq(workshops.id, PRODUCTIVITY_WORKSHOP_ID), eq(workshops.isActive, true)));
  const indexed = INDEXED_PATHS.filter((path) => path !== paths.productivity || productivity);
  return sitemapXml(publicUrl, row?.updatedAt ?? undefined, indexed);
}
