import { withClientIp } from "#server/auth/client-ip-header.server.ts";
import type { Route } from "./+types/api-auth";

/*
 * Better Auth's HTTP API (/api/auth/*): e-mail verification and reset links, session look-up, etc.
 * The one api-* module without jsonAction/jsonLoader (server/http/json-route.server.ts): Better Auth
 * reads, checks and answers its own requests, redirects included.
 */

/** The request with the client's address for the hooks' limits (any such header the client sent is replaced). */
function withAddress(request: Request, clientIp: string) {
  return new Request(request, { headers: withClientIp(request.headers, clientIp) });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return context.services.auth.handler(withAddress(request, context.clientIp));
}

export function action({ request, context }: Route.ActionArgs) {
  return context.services.auth.handler(withAddress(request, context.clientIp));
}
