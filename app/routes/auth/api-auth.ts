import { withClientIp } from "#server/auth/client-ip-header.server.ts";
import { withoutSessionTokens } from "#server/auth/session-token-body.server.ts";
import type { Route } from "./+types/api-auth";

/*
 * Better Auth's HTTP API (/api/auth/*): e-mail verification and reset links, session look-up, etc.
 * The one api-* module without jsonAction/jsonLoader (server/http/json-route.server.ts): Better Auth
 * reads, checks and answers its own requests, redirects included. Its answers leave without any
 * session token in their body: the httpOnly cookie is the only place a session travels.
 */

/** The request with the client's address for the hooks' limits (any such header the client sent is replaced). */
function withAddress(request: Request, clientIp: string) {
  return new Request(request, { headers: withClientIp(request.headers, clientIp) });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return withoutSessionTokens(await context.services.auth.handler(withAddress(request, context.clientIp)));
}

export async function action({ request, context }: Route.ActionArgs) {
  return withoutSessionTokens(await context.services.auth.handler(withAddress(request, context.clientIp)));
}
