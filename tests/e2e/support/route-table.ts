import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export type TableRoute = {
  id: string;
  /** The URL path to request, parameters filled in. */
  url: string;
  isIndex: boolean;
  isSplat: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  /** A page (has a component) rather than a resource route (loader/action only). */
  isPage: boolean;
};

/** The route table as the built server sees it (`npm test` builds before the e2e suite). */
export async function builtRoutes(): Promise<TableRoute[]> {
  const file = path.resolve("build/server/index.js");
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    const own = route.path ?? "";
    return [parent, own].filter(Boolean).join("/");
  };
  return routes.map((route) => {
    const template = fullPath(route.id);
    const url =
      "/" +
      template
        .split("/")
        .map((segment) =>
          segment === "*" ? "no-such-page" : segment.startsWith(":") ? "matrix-id" : segment,
        )
        .join("/");
    const module = route.module as unknown as Record<string, unknown>;
    return {
      id: route.id,
      url: url.replace(/\/+$/, "") || "/",
      isIndex: Boolean(route.index),
      isSplat: template.endsWith("*"),
      hasLoader: typeof module.loader === "function",
      hasAction: typeof module.action === "function",
      isPage: typeof module.default === "function",
    };
  });
}

/**
 * Every back-office route: under /admin or /api/admin, or a module kept in
 * app/routes/admin/, whatever layout it was put in. Pathless layouts are
 * covered through the routes beneath them.
 */
export async function backOfficeRoutes() {
  return (await builtRoutes()).filter((route) => {
    const path = route.url.slice(1);
    return (
      path === "admin" ||
      path.startsWith("admin/") ||
      path === "api/admin" ||
      path.startsWith("api/admin/") ||
      route.id.startsWith("routes/admin/")
    );
  });
}

/** Every route of the coaches' area: under /coach, or a module kept in app/routes/coach/. */
export async function coachRoutes() {
  return (await builtRoutes()).filter((route) => {
    const path = route.url.slice(1);
    return path === "coach" || path.startsWith("coach/") || route.id.startsWith("routes/coach/");
  });
}
