import { paths } from "#shared/paths.ts";
import type { Context } from "hono";

const wantsJson = (c: Context) =>
  new URL(c.req.url).pathname.startsWith(paths.apiPrefix) ||
  (c.req.header("accept") ?? "").includes("application/json");

const page = (title: string, message: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1>${title}</h1><p>${message}</p><p><a href="${paths.home}">Return to home</a></p></body></html>`;

/** A clean error answer for the client: JSON for the API, a small page otherwise; never internals. */
export function errorResponse(
  c: Context,
  status: 400 | 403 | 404 | 413 | 415 | 429 | 500 | 503,
  message: string,
) {
  c.header("Cache-Control", "no-store");
  if (status === 503) c.header("Retry-After", "30");
  if (wantsJson(c)) return c.json({ error: message }, status);
  const title =
    status === 503 ? "We'll be right back" : status >= 500 ? "Something went wrong" : "Request refused";
  return c.html(page(title, message), status);
}

export const unavailableText = "The site is briefly unavailable. Please try again in a minute.";
