/*
 * How a page hydrates, in a module of its own: the route modules that set it are sent to the
 * browser, the rewriting of the page (app/lib/deferred-hydration.ts) is not.
 */

/** Set as a route's `handle` to hydrate that page on the visitor's first interaction. */
export const HYDRATE_ON_INTERACTION = { hydrate: "on-interaction" } as const;

/** Dispatched on window by the root layout once React has hydrated the page. */
export const HYDRATED_EVENT = "app:hydrated";

export function hydratesOnInteraction(handles: unknown[]) {
  return handles.some(
    (handle) =>
      typeof handle === "object" &&
      handle !== null &&
      (handle as { hydrate?: unknown }).hydrate === HYDRATE_ON_INTERACTION.hydrate,
  );
}
