import { createCookie } from "react-router";
import type { Config } from "#server/config.server.ts";
import { FAMILY_SESSION_MINUTES } from "#shared/family-page.ts";
import { LANGUAGES } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { paths } from "#shared/paths.ts";

/**
 * The family page's cookie (docs/product/after-sale-and-refunds.md#family-page): the page's secret,
 * sent only to the family page's addresses, never readable by scripts, not sent with another site's
 * posts, over https only when the site is on https, and gone when the page closes.
 */
function familyCookie(config: Pick<Config, "publicUrl">, path: string) {
  return createCookie("family_page", {
    path,
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    maxAge: FAMILY_SESSION_MINUTES * 60,
  });
}

/** The page's address in each language: a cookie's path covers only one (/bookings/family is not /fr/…). */
const familyPagePaths = LANGUAGES.map((language) => localisedPath(language, paths.familyPage));

/**
 * `headers` with the Set-Cookie values that open the family page with `secret` in both languages, or
 * close it in both with `null`: a family may switch language on the page.
 */
export async function familyCookieHeaders(
  config: Pick<Config, "publicUrl">,
  secret: string | null,
  headers: Record<string, string>,
) {
  const answer = new Headers(headers);
  for (const path of familyPagePaths)
    answer.append(
      "Set-Cookie",
      await familyCookie(config, path).serialize(secret ?? "", secret === null ? { maxAge: 0 } : {}),
    );
  return answer;
}

/** The secret the request's cookie carries, if any. */
export async function familyCookieSecret(config: Pick<Config, "publicUrl">, request: Request) {
  const value: unknown = await familyCookie(config, paths.familyPage).parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : undefined;
}
