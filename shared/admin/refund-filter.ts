import { REFUND_STATUSES, type RefundStatus } from "#shared/stored-values.ts";

/** The bookings list's refund filter: a refund status, or "none" (never refunded). */
export const REFUND_FILTERS = ["none", ...REFUND_STATUSES] as const;
export type RefundFilter = RefundStatus | "none";

/** The `refund` parameter of the bookings list (and its CSV), null for "all" or anything unknown. */
export function refundFilter(url: URL): RefundFilter | null {
  const value = url.searchParams.get("refund");
  return (REFUND_FILTERS as readonly string[]).includes(value ?? "") ? (value as RefundFilter) : null;
}
