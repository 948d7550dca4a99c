import type { Route } from "./+types/api-auth";

/*
 * Better Auth's HTTP API (/api/auth/*): e-mail verification and reset links, session look-up, etc.
 * The one api-* module without jsonAction/jsonLoader (server/http/json-route.server.ts): Better Auth
 * reads, checks and answers its own requests, redirects included.
 */

export function loader({ request, context }: Route.LoaderArgs) {
  return context.services.auth.handler(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return context.services.auth.handler(request);
}
