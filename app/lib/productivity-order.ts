import { PRODUCTIVITY_ORDER_KEY, type ProductivityOrder } from "#shared/productivity-schema.ts";

function isOrder(value: unknown): value is ProductivityOrder {
  if (!value || typeof value !== "object") return false;
  const order = value as Partial<ProductivityOrder>;
  return (
    typeof order.selectedSchedule === "string" &&
    typeof order.selectedDate === "string" &&
    !!order.formData &&
    typeof order.formData === "object" &&
    !!order.workshopDetails &&
    typeof order.workshopDetails === "object"
  );
}

/** The order from navigation state, else from session storage (a refresh keeps it). */
export function readProductivityOrder(state: unknown): ProductivityOrder | null {
  if (isOrder(state)) return state;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PRODUCTIVITY_ORDER_KEY) ?? "null");
    return isOrder(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveProductivityOrder(order: ProductivityOrder) {
  try {
    sessionStorage.setItem(PRODUCTIVITY_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Private mode without storage: navigation state still carries the order.
  }
}
