import { publicSitemapXml } from "#server/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  return new Response(await publicSitemapXml(db, config.publicUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
