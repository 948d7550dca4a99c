import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address, for per-client rate limits. Behind a reverse proxy
 * (TRUST_PROXY=true) it is the last X-Forwarded-For entry, the one our own
 * proxy appended; earlier entries are whatever the client chose to send.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests calling app.request) have no socket.
    return "unknown";
  }
}
