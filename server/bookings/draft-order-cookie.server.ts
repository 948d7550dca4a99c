import { createCookie } from "react-router";
import type { Config } from "#server/config.server.ts";

/** A family booking several workshops side by side keeps each one's draft; older ones fall off. */
const MAX_DRAFTS = 4;

// Outlives its drafts (server/bookings/draft-order.server.ts) so that a page opened after one
// expired can say so; the token alone opens nothing once its draft is gone.
const COOKIE_HOURS = 24;

/**
 * The booking pages' cookie: for each workshop, the token of the family's last booking form sent
 * (server/bookings/draft-order.server.ts). The pages' addresses stay as they are; a reload or a
 * second tab of the same browser finds the same order, another browser none. Never readable by
 * scripts, not sent with another site's posts, over https only when the site is.
 */
function draftOrderCookie(config: Pick<Config, "publicUrl">) {
  return createCookie("booking_orders", {
    // The booking pages in both languages and /payment-processing.
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    maxAge: COOKIE_HOURS * 60 * 60,
  });
}

async function draftTokens(config: Pick<Config, "publicUrl">, request: Request) {
  const value: unknown = await draftOrderCookie(config).parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** The token of this workshop's draft the request's cookie carries, if any. */
export async function draftTokenFor(config: Pick<Config, "publicUrl">, request: Request, workshopId: string) {
  return (await draftTokens(config, request))[workshopId];
}

/** The Set-Cookie header that adds (or replaces) this workshop's draft token. */
export async function withDraftToken(
  config: Pick<Config, "publicUrl">,
  request: Request,
  workshopId: string,
  token: string,
) {
  const { [workshopId]: _replaced, ...others } = await draftTokens(config, request);
  const kept = Object.entries(others).slice(-(MAX_DRAFTS - 1));
  return draftOrderCookie(config).serialize(Object.fromEntries([...kept, [workshopId, token]]));
}
