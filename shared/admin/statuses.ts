/**
 * The back-office's derived statuses, shared by the pages, the CSV files and the tests
 * (docs/product/accounts-and-back-office.md#bookings-screen, #discount-codes-screen;
 * docs/product/waiting-list-and-newsletter.md#subscriber-status). Statuses are codes; their
 * labels come from the catalogue in the back-office's language.
 */
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { BookingStatus, RefundStatus, SubscriberStatus } from "#shared/stored-values.ts";

/** A subscriber's status as the list, its filter and its CSV file name it. */
export function subscriberStatusLabel(status: SubscriberStatus, language: Language): string {
  const locale = { locale: language };
  switch (status) {
    case "confirmed":
      return m.admin_status_subscriber_confirmed({}, locale);
    case "pending":
      return m.admin_status_subscriber_pending({}, locale);
    case "unsubscribed":
      return m.admin_status_subscriber_unsubscribed({}, locale);
  }
}

/** Unsubscribed wins; otherwise confirmed or pending by the `confirmed` flag. */
export function subscriberStatus(subscriber: {
  confirmed: boolean;
  unsubscribedAt: Date | string | null;
}): SubscriberStatus {
  if (subscriber.unsubscribedAt) return "unsubscribed";
  return subscriber.confirmed ? "confirmed" : "pending";
}

export type DiscountCodeStatus = "inactive" | "expired" | "used_up" | "active";

/** In the product rules' order: inactive, then expired, then used up, else active. */
export function discountCodeStatus(
  code: {
    isActive: boolean;
    expiresAt: Date | string | null;
    usedCount: number;
    maxUses: number | null;
  },
  now: Date = new Date(),
): DiscountCodeStatus {
  if (!code.isActive) return "inactive";
  if (code.expiresAt && new Date(code.expiresAt).getTime() < now.getTime()) return "expired";
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return "used_up";
  return "active";
}

/** 'Actif', 'Inactif', 'Expiré', 'Épuisé' on the French back-office. */
export function discountCodeStatusLabel(status: DiscountCodeStatus, language: Language): string {
  const locale = { locale: language };
  switch (status) {
    case "inactive":
      return m.admin_status_discount_inactive({}, locale);
    case "expired":
      return m.admin_status_discount_expired({}, locale);
    case "used_up":
      return m.admin_status_discount_used_up({}, locale);
    case "active":
      return m.admin_status_discount_active({}, locale);
  }
}

export function bookingStatusLabel(status: BookingStatus, language: Language): string {
  const locale = { locale: language };
  switch (status) {
    case "confirmed":
      return m.admin_status_booking_confirmed({}, locale);
    case "cancelled":
      return m.admin_status_booking_cancelled({}, locale);
    case "pending":
      return m.admin_status_booking_pending({}, locale);
  }
}

/** docs/product/privacy-and-refunds.md#refunds: a refund's status in the back-office. */
export function refundStatusLabel(status: RefundStatus, language: Language): string {
  const locale = { locale: language };
  switch (status) {
    case "requested":
      return m.admin_status_refund_requested({}, locale);
    case "declined":
      return m.admin_status_refund_declined({}, locale);
    case "pending":
      return m.admin_status_refund_pending({}, locale);
    case "refunded":
      return m.admin_status_refund_refunded({}, locale);
    case "failed":
      return m.admin_status_refund_failed({}, locale);
  }
}
