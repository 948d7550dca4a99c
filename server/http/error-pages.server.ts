import type { Context } from "hono";
import { html } from "hono/html";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, type Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";

/** Why a request was answered with an error page, put in words in the page's language. */
export type ErrorReason =
  | "unavailable"
  | "failure"
  | "not_found"
  | "not_same_origin"
  | "unsupported_body"
  | "too_large"
  | "invalid_text";

function reasonText(reason: ErrorReason, language: Language) {
  const locale = { locale: language };
  switch (reason) {
    case "unavailable":
      return m.error_unavailable({}, locale);
    case "failure":
      return m.something_went_wrong({}, locale);
    case "not_found":
      return m.error_not_found({}, locale);
    case "not_same_origin":
      return m.error_not_same_origin({}, locale);
    case "unsupported_body":
      return m.error_unsupported_body({}, locale);
    case "too_large":
      return m.error_too_large({}, locale);
    case "invalid_text":
      return m.error_invalid_text({}, locale);
  }
}

function titleText(status: number, language: Language) {
  const locale = { locale: language };
  if (status === 503) return m.error_page_unavailable_title({}, locale);
  if (status >= 500) return m.error_title({}, locale);
  return m.error_page_refused_title({}, locale);
}

const wantsJson = (c: Context) =>
  c.req.path.startsWith(paths.apiPrefix) || (c.req.header("accept") ?? "").includes("application/json");

// hono's `html` escapes what it interpolates.
const page = (language: Language, title: string, message: string) =>
  html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body
        style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937"
      >
        <h1>${title}</h1>
        <p>${message}</p>
        <p><a href="${paths.home}">${m.return_home({}, { locale: language })}</a></p>
      </body>
    </html>`;

/**
 * A clean error answer for the client, in the language of the page asked for (French under the
 * back-office): JSON for the API, a small page otherwise; never internals.
 */
export function errorResponse(
  c: Context,
  status: 400 | 403 | 404 | 413 | 415 | 429 | 500 | 503,
  reason: ErrorReason,
) {
  c.header("Cache-Control", "no-store");
  if (status === 503) c.header("Retry-After", "30");
  const language = pageLanguage(c.req.path);
  const message = reasonText(reason, language);
  if (wantsJson(c)) return c.json({ error: message }, status);
  return c.html(page(language, titleText(status, language), message), status);
}

/**
 * The same small page for a React Router resource route (a PDF or a file link that leads nowhere):
 * HTML in the page's language, never JSON or a bare string; `reason` may be a sentence of the route's own.
 */
export async function errorDocument(
  status: 404 | 410 | 422,
  reason: ErrorReason | { message: string },
  pathname: string,
) {
  const language = pageLanguage(pathname);
  const message = typeof reason === "string" ? reasonText(reason, language) : reason.message;
  const body = await page(language, titleText(status, language), message);
  return new Response(String(body), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
