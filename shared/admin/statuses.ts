/**
 * The back-office's derived statuses, shared by the pages, the CSV files and the tests
 * (docs/product/accounts-and-back-office.md#bookings-screen, #discount-codes-screen;
 * docs/product/waiting-list-and-newsletter.md#subscriber-status).
 */
import type { RefundStatus, SubscriberStatus } from "#shared/stored-values.ts";

export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  confirmed: "Confirmé",
  pending: "En attente",
  unsubscribed: "Désabonné",
};

/** Unsubscribed wins; otherwise confirmed or pending by the `confirmed` flag. */
export function subscriberStatus(subscriber: {
  confirmed: boolean;
  unsubscribedAt: Date | string | null;
}): SubscriberStatus {
  if (subscriber.unsubscribedAt) return "unsubscribed";
  return subscriber.confirmed ? "confirmed" : "pending";
}

export type DiscountCodeStatus = "Inactif" | "Expiré" | "Épuisé" | "Actif";

/** In the spec's order: Inactif, then Expiré, then Épuisé, else Actif. */
export function discountCodeStatus(
  code: {
    isActive: boolean;
    expiresAt: Date | string | null;
    usedCount: number;
    maxUses: number | null;
  },
  now: Date = new Date(),
): DiscountCodeStatus {
  if (!code.isActive) return "Inactif";
  if (code.expiresAt && new Date(code.expiresAt).getTime() < now.getTime()) return "Expiré";
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return "Épuisé";
  return "Actif";
}

export const BOOKING_STATUS_LABELS = {
  confirmed: "Confirmée",
  cancelled: "Annulée",
  pending: "En attente",
} as const;

/** docs/product/privacy-and-refunds.md#refunds: a refund's status in the back-office. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: "Demandé",
  declined: "Refusé",
  pending: "En cours",
  refunded: "Remboursé",
  failed: "Échec",
};
