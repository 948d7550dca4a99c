/*
 * Better Auth's hooks see only the request's headers, not the socket. The routes that hand a
 * request to Better Auth (the /auth page's action, /api/auth/*) write the client address that
 * server/http/client-ip.server.ts worked out into this header, replacing whatever the client sent.
 */
const CLIENT_IP_HEADER = "x-academy-client-ip";

export function withClientIp(headers: Headers, clientIp: string): Headers {
  const copy = new Headers(headers);
  copy.set(CLIENT_IP_HEADER, clientIp);
  return copy;
}

/** The address a route recorded, or "unknown" (calls made from the server itself). */
export function clientIpOf(headers: Headers | undefined): string {
  return headers?.get(CLIENT_IP_HEADER) ?? "unknown";
}
