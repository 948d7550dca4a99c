import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { newsletterSubscribers } from "#server/db/schema.server.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";

export type UnsubscribeOutcome = "unsubscribed" | "invalid";

/** What an unsubscribe link points at, read without changing anything (a GET must not unsubscribe). */
export type UnsubscribeLinkState = "subscribed" | "unsubscribed" | "invalid";

/**
 * Whether the link's subscriber is still subscribed. The unsubscribe page shows a button for a
 * subscribed address; a mail scanner that opens the link therefore unsubscribes no one
 * (docs/product/waiting-list-and-newsletter.md#unsubscribe).
 */
export async function unsubscribeLinkState(db: Database, token: string): Promise<UnsubscribeLinkState> {
  if (!isRandomToken(token)) return "invalid";
  const [row] = await db
    .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return "invalid";
  return row.unsubscribedAt ? "unsubscribed" : "subscribed";
}

/** Sets unsubscribed_at (kept from the first time); repeating it is harmless. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeOutcome> {
  if (!isRandomToken(token)) return "invalid";
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0 ? "unsubscribed" : "invalid";
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A mail client's one-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe link whose
 * body is `List-Unsubscribe=One-Click`. It answers without a page, before React Router (whose
 * action guard refuses a POST carrying another site's Origin, which a mail client may send): no
 * page origin can be checked here, the link's secret token is the authority. Any other POST
 * (the page's own button) answers null and goes on to the page's action.
 */
export async function oneClickUnsubscribe(db: Database, request: Request): Promise<Response | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.some((form) => type.startsWith(form))) return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("List-Unsubscribe") !== "One-Click") return null;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await unsubscribe(db, token);
  return new Response(outcome === "invalid" ? "Unknown unsubscribe link.\n" : "Unsubscribed.\n", {
    status: outcome === "invalid" ? 404 : 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
