import type { BookingPageView } from "#shared/booking-page.ts";

/**
 * The place of "Cancel / ask for a refund" on the booking page
 * (docs/product/after-sale-and-refunds.md#cancelling-a-booking and #refund-requests): what the family gets
 * back and why, then the cancellation or the guarantee request. Built separately from the page's other
 * sections; until then it renders nothing.
 */
export function CancelSection(_props: { booking: BookingPageView; token: string }) {
  return null;
}
