/*
 * How a page hydrates, in a module of its own: the route modules that set it are sent to the
 * browser, the rewriting of the page (app/lib/deferred-hydration.ts) is not.
 */

import { LANGUAGE_SWITCH_DRAFT_KEY } from "./language-switch-draft.ts";

type OnInteraction = { hydrate: "on-interaction"; unlessStored?: readonly string[] };

/** Set as a route's `handle` to hydrate that page on the visitor's first interaction. */
export const HYDRATE_ON_INTERACTION: OnInteraction = { hydrate: "on-interaction" };

/**
 * The same, except when the browser's session storage holds one of these keys: the page then
 * restores something from it (an order being changed) and hydrates at once, so it never shows the
 * server's empty form in place of the visitor's.
 */
export const hydrateOnInteractionUnlessStored = (...keys: string[]): OnInteraction => ({
  hydrate: "on-interaction",
  unlessStored: keys,
});

/** Dispatched on window by the root layout once React has hydrated the page. */
export const HYDRATED_EVENT = "app:hydrated";

const onInteraction = (handle: unknown): handle is OnInteraction =>
  typeof handle === "object" &&
  handle !== null &&
  (handle as { hydrate?: unknown }).hydrate === HYDRATE_ON_INTERACTION.hydrate;

/** Whether the page hydrates on interaction, and the session storage keys that make it hydrate at once. */
export function deferredHydration(handles: unknown[]): { storedKeys: string[] } | undefined {
  const deferring = handles.filter(onInteraction);
  if (deferring.length === 0) return undefined;
  // A page reached by the language switch puts the parent's typed values back at once.
  return {
    storedKeys: [LANGUAGE_SWITCH_DRAFT_KEY, ...deferring.flatMap((handle) => handle.unlessStored ?? [])],
  };
}
