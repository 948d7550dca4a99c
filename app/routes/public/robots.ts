import { robotsTxt } from "#server/seo/robots.server.ts";
import type { Route } from "./+types/robots";

/** GET /robots.txt */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.services.config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
