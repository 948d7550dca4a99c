import { paths } from "#shared/paths.ts";

/** Public pages worth indexing; forms, checkout steps and utility pages are left out. */
const INDEXED_PATHS = [paths.home, paths.workshops, paths.productivity] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(publicUrl: string, lastModified?: Date) {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
  const urls = INDEXED_PATHS.map(
    (path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}
