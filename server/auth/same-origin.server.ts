/**
 * Refuses a state-changing request sent by another site (CSRF), beyond what
 * the SameSite=Lax session cookie already prevents. Browsers send Origin on
 * every POST; a request without it does not come from a web page. The host is
 * compared as well as the full origin, so a TLS-terminating proxy (https
 * outside, http inside) still passes.
 */
export function isSameOriginRequest(request: Request, publicUrl: string) {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return true;
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  if (origin === "null") return false;
  try {
    const from = new URL(origin);
    return from.origin === new URL(publicUrl).origin || from.host === new URL(request.url).host;
  } catch {
    return false;
  }
}
