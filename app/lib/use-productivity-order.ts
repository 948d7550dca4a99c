import { useMemo, useSyncExternalStore } from "react";
import { PRODUCTIVITY_ORDER_KEY, type ProductivityOrder } from "#shared/productivity-schema.ts";
import { readProductivityOrder } from "./productivity-order.ts";

const subscribe = () => () => undefined;

function storedText() {
  try {
    return sessionStorage.getItem(PRODUCTIVITY_ORDER_KEY);
  } catch {
    return null;
  }
}

/**
 * The order from navigation state, else from session storage. `hydrated` is false during the
 * server render and the first client render (storage is unknown there), true afterwards.
 */
export function useProductivityOrder(state: unknown): { order: ProductivityOrder | null; hydrated: boolean } {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  const order = useMemo(
    () => (hydrated ? readProductivityOrder(state) : null),
    // The stored text is the snapshot: a change of it re-reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hydrated, state, text],
  );
  return { order, hydrated };
}
