import { matchPath, type AppLoadContext, type ServerBuild } from "react-router";
import { paths } from "#shared/paths.ts";
import type { RequestHandler } from "#server/app.server.ts";

type RouteFunction = (args: {
  request: Request;
  params: Record<string, string | undefined>;
  context: AppLoadContext;
}) => unknown;

type ApiRoute = { pattern: string; loader?: RouteFunction; action?: RouteFunction };

/*
 * The JSON API's route modules (app/routes/**\/api-*.ts) are resource routes directly under the
 * root: React Router runs no parent loader, no middleware and no rendering for them, only the
 * module's loader or action. Called here without React Router's request handling around it, a
 * payment start or a status poll costs a fraction less CPU, which is what decides how many
 * families a burst on one group answers in time (docs/decisions/019-bursts-and-holds.md). The
 * modules stay route modules (typed, listed in app/routes.ts); anything else, and any method a
 * module does not answer, still goes through React Router (which answers 405 the usual way).
 */
function apiRoutesOf(build: ServerBuild): ApiRoute[] {
  return Object.values(build.routes).flatMap((route) => {
    if (!route || route.parentId !== "root" || !route.path) return [];
    const pattern = `/${route.path}`;
    if (!pattern.startsWith(paths.apiPrefix)) return [];
    const module = route.module as { default?: unknown; loader?: RouteFunction; action?: RouteFunction };
    if (module.default !== undefined) return [];
    return [{ pattern, loader: module.loader, action: module.action }];
  });
}

/** React Router's handler, with the JSON API's resource routes called directly. */
export function withDirectApiRoutes(build: ServerBuild, handler: RequestHandler): RequestHandler {
  const routes = apiRoutesOf(build);
  // The payment starts have no parameter: found by their path without compiling a pattern per request.
  const staticRoutes = new Map(
    routes.filter((route) => !route.pattern.includes(":")).map((r) => [r.pattern, r]),
  );
  const find = (pathname: string) => {
    const route = staticRoutes.get(pathname);
    if (route) return { route, params: {} };
    for (const route of routes) {
      const match = matchPath(route.pattern, pathname);
      if (match) return { route, params: match.params };
    }
    return undefined;
  };
  return async (request, context) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(paths.apiPrefix)) return handler(request, context);
    const found = find(pathname);
    if (found) {
      const { route, params } = found;
      const run = request.method === "GET" || request.method === "HEAD" ? route.loader : route.action;
      if (!run) return handler(request, context);
      try {
        const answer = await run({ request, params, context });
        return answer instanceof Response ? answer : Response.json(answer);
      } catch (thrown) {
        // A route may throw a Response (React Router's convention); anything else is an error.
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    }
    return handler(request, context);
  };
}
