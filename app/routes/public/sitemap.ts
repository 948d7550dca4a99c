import { max } from "drizzle-orm";
import { workshops } from "#server/db/schema.server.ts";
import { sitemapXml } from "#server/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const [row] = await db.select({ updatedAt: max(workshops.updatedAt) }).from(workshops);
  return new Response(sitemapXml(config.publicUrl, row?.updatedAt ?? undefined), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
