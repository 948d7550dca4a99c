import { createCookie } from "react-router";
import type { Config } from "#server/config.server.ts";
import { FAMILY_SESSION_MINUTES } from "#shared/family-page.ts";
import { paths } from "#shared/paths.ts";

/**
 * The family page's cookie (docs/product/after-sale-and-refunds.md#family-page): the page's secret,
 * sent only to the family page's addresses, never readable by scripts, not sent with another site's
 * posts, over https only when the site is on https, and gone when the page closes.
 */
export function familyCookie(config: Pick<Config, "publicUrl">) {
  return createCookie("family_page", {
    path: paths.familyPage,
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    maxAge: FAMILY_SESSION_MINUTES * 60,
  });
}

/** The secret the request's cookie carries, if any. */
export async function familyCookieSecret(config: Pick<Config, "publicUrl">, request: Request) {
  const value: unknown = await familyCookie(config).parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : undefined;
}
